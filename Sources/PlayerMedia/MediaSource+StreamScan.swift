internal import CFFmpeg

extension MediaSource {
    /// Reads the first packets of `streams` of input `inputIndex` before any track is read (to
    /// find the caption channels in a video, the subtitle pages of a teletext stream), handing
    /// each to `body` until it returns false, the input ends or fails, or `byteLimit` bytes have
    /// been read; then every stream is kept again and the input rewound.
    func scanPackets(
        of inputIndex: Int, streams: Set<Int>, byteLimit: Int,
        _ body: (UnsafeMutablePointer<AVPacket>) -> Bool
    ) {
        let input = inputs[inputIndex]
        input.keepOnly(streams)
        var bytesRead = 0
        var wantsMore = true
        var more = true
        while more, wantsMore, bytesRead < byteLimit {
            do {
                more =
                    try input.readPacket { packet in
                        bytesRead += Int(packet.pointee.size)
                        wantsMore = body(packet)
                    } == .packet
            } catch {
                more = false
            }
        }
        input.keepOnly(Set(input.streams.indices))
        try? input.seek(toMicroseconds: 0)
        // Reading must start again from the beginning, whatever the seek above managed.
        reader.progress[inputIndex, default: .init()].hasRead = true
    }
}

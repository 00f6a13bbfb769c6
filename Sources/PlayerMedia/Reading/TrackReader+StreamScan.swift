internal import CFFmpeg

extension TrackReader {
    /// Reads the first packets of `streams` of input `inputIndex` before any track is read (to
    /// find the caption channels in a video, the subtitle pages of a teletext stream), handing
    /// each to `body` until it returns false, the input ends or fails, or `byteLimit` bytes have
    /// been read; then every stream is kept again and the input rewound. An HLS input is not
    /// rewound (FFmpeg's HLS demuxer cannot rewind a fragmented MP4 rendition): a second
    /// demuxer over it is read instead, and the input itself stays at its start.
    func scanPackets(
        of inputIndex: Int, streams: Set<Int>, byteLimit: Int,
        _ body: (UnsafeMutablePointer<AVPacket>) -> Bool
    ) {
        if inputs[inputIndex].formatName == "hls", let look = try? inputs[inputIndex].reopened() {
            defer { look.close() }
            scanPackets(of: look, streams: streams, byteLimit: byteLimit, body)
            return
        }
        scanPackets(of: inputs[inputIndex], streams: streams, byteLimit: byteLimit, body)
        // Reading must start again from the beginning, whatever the rewind managed.
        state.progress[inputIndex, default: .init()].hasRead = true
    }

    /// Hands `input`'s first packets of `streams` to `body` as ``scanPackets(of:streams:byteLimit:_:)``
    /// says, then keeps every stream again and rewinds it.
    private func scanPackets(
        of input: DemuxerInput, streams: Set<Int>, byteLimit: Int,
        _ body: (UnsafeMutablePointer<AVPacket>) -> Bool
    ) {
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
    }
}

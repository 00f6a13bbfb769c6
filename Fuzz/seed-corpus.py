#!/usr/bin/env python3
"""Copies the seed inputs of each fuzz target into OUT/<target>/, from the caption corpus and
the samples (read only, never written): files by extension, and for the closed-caption
targets inputs made from the corpus's cc_data tables (mux.js's rows) and transport streams.

usage: seed-corpus.py OUT SOURCE_DIR...
"""
import csv
import os
import shutil
import sys

# The targets fed files as they are, by file extension.
EXTENSIONS = {
    "FuzzWebVTT": {".vtt"},
    "FuzzSubRip": {".srt"},
    "FuzzSSA": {".ass", ".ssa"},
    "FuzzTTML": {".ttml", ".dfxp", ".xml"},
    "FuzzSCC": {".scc"},
    "FuzzHLS": {".m3u8"},
    "FuzzDASH": {".mpd"},
    "FuzzMatroska": {".mkv", ".mka", ".webm"},
    "FuzzSAMI": {".smi", ".sami"},
    "FuzzEBUSTL": {".stl"},
}
# Transport streams larger than this are left out of the CEA-608 seeds (they slow every run).
LARGEST_STREAM = 300_000
# How many pictures one made-up CEA-608 packet carries, and one CEA-708 input.
PICTURES_PER_PACKET = 40
PICTURES_PER_RUN = 100


def files_under(directories):
    for directory in directories:
        for folder, _, names in os.walk(directory):
            for name in sorted(names):
                yield os.path.join(folder, name)


def seed_name(path):
    """A file name unique across folders: the folder's name and the file's."""
    return os.path.basename(os.path.dirname(path)) + "--" + os.path.basename(path)


def pictures(table_path):
    """The rows of a cc_data table as pictures (consecutive rows of one PTS), each a list of
    (cc_type, byte 1, byte 2)."""
    result, last_pts = [], None
    with open(table_path, newline="") as table:
        for row in csv.DictReader(table):
            triplet = (int(row["cc_type"]), int(row["cc_data_1"], 16), int(row["cc_data_2"], 16))
            if row["pts_90khz"] != last_pts:
                result.append([])
                last_pts = row["pts_90khz"]
            result[-1].append(triplet)
    return result


def cc_data(picture):
    """A picture's triplets as they stand in the stream: marker bits, cc_valid, cc_type."""
    return bytes(b for kind, first, second in picture for b in (0xFC | kind, first, second))


def cea708_input(all_pictures):
    """The CEA-708 target's input: per picture a cc_count byte, then the triplets."""
    out = bytearray()
    for picture in all_pictures:
        for start in range(0, len(picture), 31):
            part = picture[start:start + 31]
            out.append(len(part))
            out += cc_data(part)
    return bytes(out)


def ga94(picture):
    """ATSC A/53 user data for one picture: GA94, type 3, the cc_count flags, the triplets."""
    picture = picture[:31]
    return b"GA94\x03" + bytes([0x40 | len(picture), 0xFF]) + cc_data(picture) + b"\xff"


def with_emulation_prevention(payload):
    out, zeros = bytearray(), 0
    for byte in payload:
        if zeros >= 2 and byte <= 3:
            out.append(3)
            zeros = 0
        out.append(byte)
        zeros = zeros + 1 if byte == 0 else 0
    return bytes(out)


def sei_unit(header, picture):
    """An SEI NAL unit with start code carrying one T.35 message of the picture's captions."""
    message = b"\xb5\x00\x31" + ga94(picture)
    body = bytes([4, len(message)]) + message + b"\x80"
    return b"\x00\x00\x00\x01" + header + with_emulation_prevention(body)


def cea608_inputs(all_pictures):
    """The CEA-608 target's inputs: a selector byte (codec and framing) and a packet, as H.264
    and HEVC SEI and as MPEG-2 user data, a few dozen pictures each."""
    for start in range(0, len(all_pictures), PICTURES_PER_PACKET):
        chunk = all_pictures[start:start + PICTURES_PER_PACKET]
        yield "h264", b"\x00" + b"".join(sei_unit(b"\x06", p) for p in chunk)
        yield "hevc", b"\x01" + b"".join(sei_unit(b"\x4e\x01", p) for p in chunk)
        yield "mpeg2", b"\x02" + b"".join(b"\x00\x00\x01\xb2" + ga94(p) for p in chunk)


def write(out, target, name, data):
    folder = os.path.join(out, target)
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, name), "wb") as seed:
        seed.write(data)


def main():
    out, sources = sys.argv[1], sys.argv[2:]
    # FuzzTTMLTiming makes its documents from the bytes: it starts from no seed.
    for target in list(EXTENSIONS) + ["FuzzCEA608", "FuzzCEA708", "FuzzTTMLTiming"]:
        os.makedirs(os.path.join(out, target), exist_ok=True)
    for path in files_under(sources):
        extension = os.path.splitext(path)[1].lower()
        for target, extensions in EXTENSIONS.items():
            if extension in extensions:
                shutil.copyfile(path, os.path.join(out, target, seed_name(path)))
        if extension == ".ts" and os.path.getsize(path) <= LARGEST_STREAM:
            with open(path, "rb") as stream:
                write(out, "FuzzCEA608", seed_name(path), b"\x00" + stream.read())
        if extension == ".csv" and open(path).readline().startswith("cc_type,"):
            table = pictures(path)
            for start in range(0, len(table), PICTURES_PER_RUN):
                run = table[start:start + PICTURES_PER_RUN]
                write(out, "FuzzCEA708", f"{seed_name(path)}.{start}", cea708_input(run))
            for index, (kind, data) in enumerate(cea608_inputs(table)):
                write(out, "FuzzCEA608", f"{seed_name(path)}.{index}.{kind}", data)
    for target in sorted(os.listdir(out)):
        print(f"  {target}: {len(os.listdir(os.path.join(out, target)))} inputs")


main()

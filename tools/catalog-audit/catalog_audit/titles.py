"""A catalog's titles, grouped the way `accessible-player` opens them.

A title is what one `accessible-player audit PATH` reads:
- a manifest (an HLS master or media playlist that no other playlist references, or a DASH
  MPD) with every file it references, directly or through the playlists it names;
- a media file with its sidecar caption files (PlayerCaptions' naming: the media's name
  without its extension, optional dotted words, then a caption extension, so `film.en.srt`
  beside `film.mkv`);
- a caption file with no media beside it: a caption deliverable of its own.
Segments, init segments, the playlists a master names and sidecars are parts of a title,
never titles.
"""

import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ElementTree
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from urllib.parse import unquote, urlsplit

from .progress import progress_bar

# The extensions PlayerCaptions reads as sidecars (SidecarFormat), in any letter case.
CAPTION_EXTENSIONS = (".srt", ".vtt", ".ass", ".ssa", ".ttml", ".dfxp", ".xml", ".scc", ".sup", ".idx")
HLS_EXTENSIONS = (".m3u8", ".m3u")
DASH_EXTENSIONS = (".mpd",)
URI_ATTRIBUTE = re.compile(r'URI="([^"]*)"')
TEMPLATE_IDENTIFIER = re.compile(r"\$(RepresentationID|Bandwidth|Number|Time|SubNumber)(%0\d+d)?\$")


@dataclass
class Title:
    """One title: its main path (what the audit opens), what kind it is ("manifest", "media"
    or "captions") and every file it is made of, the main path first."""

    main: str
    kind: str
    parts: list = field(default_factory=list)

    def line(self):
        """The `--list` line: the main path, then its parts counted."""
        count = len(self.parts)
        return f"{self.main}\t{count} part{'s' if count != 1 else ''}"


def _is_local_reference(uri):
    parsed = urlsplit(uri)
    return not parsed.scheme and not parsed.netloc and parsed.path != ""


def _resolve(base_folder, uri):
    return os.path.normpath(os.path.join(base_folder, unquote(urlsplit(uri).path)))


def hls_references(path):
    """The local files the HLS playlist at `path` names (variant and rendition playlists,
    segments, init segments and keys), as absolute paths; unreadable playlists name none."""
    try:
        with open(path, encoding="utf-8", errors="replace") as file:
            lines = file.read().splitlines()
    except OSError:
        return []
    folder = os.path.dirname(path)
    uris = []
    for line in lines:
        line = line.strip()
        if not line:
            continue
        if line.startswith("#"):
            uris += URI_ATTRIBUTE.findall(line)
        else:
            uris.append(line)
    return [_resolve(folder, uri) for uri in uris if _is_local_reference(uri)]


def _local_name(tag):
    return tag.rsplit("}", 1)[-1]


def dash_references(path, folder_files):
    """The local files the DASH MPD at `path` names: BaseURLs, segment lists and the files
    that match its segment templates (`$RepresentationID$`, `$Number%05d$`, `$Time$`) among
    `folder_files` (absolute paths)."""
    try:
        root = ElementTree.parse(path).getroot()
    except (OSError, ElementTree.ParseError):
        return []
    folder = os.path.dirname(path)
    found = []
    patterns = []

    def walk(element, representation_ids):
        name = _local_name(element.tag)
        if name == "AdaptationSet":
            ids = [child.get("id") for child in element if _local_name(child.tag) == "Representation"]
            representation_ids = [identifier for identifier in ids if identifier] or representation_ids
        if name == "Representation" and element.get("id"):
            representation_ids = [element.get("id")]
        if name == "BaseURL" and element.text and _is_local_reference(element.text.strip()):
            found.append(_resolve(folder, element.text.strip()))
        if name in ("SegmentURL", "Initialization", "RepresentationIndex"):
            for attribute in ("media", "sourceURL"):
                value = element.get(attribute)
                if value and _is_local_reference(value):
                    found.append(_resolve(folder, value))
        if name == "SegmentTemplate":
            for attribute in ("initialization", "media", "index"):
                template = element.get(attribute)
                if not template:
                    continue
                for identifier in representation_ids or [""]:
                    expression = ""
                    position = 0
                    for match in TEMPLATE_IDENTIFIER.finditer(template):
                        expression += re.escape(template[position : match.start()])
                        if match.group(1) == "RepresentationID":
                            expression += re.escape(identifier)
                        else:
                            expression += r"\d+"
                        position = match.end()
                    expression += re.escape(template[position:])
                    patterns.append(re.compile(re.escape(folder + os.sep) + expression + "$"))
        for child in element:
            walk(child, representation_ids)

    walk(root, [])
    found += [candidate for candidate in folder_files if any(p.match(candidate) for p in patterns)]
    return found


def sidecars_of(media_path, folder_names):
    """The sidecar caption files of the media at `media_path` among `folder_names` (the
    names in its folder), by PlayerCaptions' naming; an `.idx` counts with its `.sub`, which
    is a part too."""
    folder, name = os.path.split(media_path)
    stem = os.path.splitext(name)[0]
    lowered = {candidate.lower(): candidate for candidate in folder_names}
    found = []
    for candidate in sorted(folder_names):
        if candidate == name or not candidate.startswith(stem + "."):
            continue
        extension = os.path.splitext(candidate)[1].lower()
        if extension not in CAPTION_EXTENSIONS:
            continue
        if extension == ".idx":
            pair = lowered.get((candidate[:-3] + "sub").lower())
            if pair is None:
                continue
            found.append(os.path.join(folder, pair))
        found.append(os.path.join(folder, candidate))
    return found


def opens_as_media(player, path, timeout=30.0):
    """Whether `accessible-player tracks PATH` opens the file (exit status 0) within
    `timeout` seconds."""
    try:
        done = subprocess.run(
            [player, "tracks", path, "--no-sidecars"],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            timeout=timeout,
        )
    except subprocess.TimeoutExpired:
        return False
    return done.returncode == 0


def _manifest_closure(path, folder_files, seen):
    parts = []
    stack = [path]
    while stack:
        current = stack.pop()
        if current in seen:
            continue
        seen.add(current)
        parts.append(current)
        lowered = current.lower()
        if lowered.endswith(HLS_EXTENSIONS):
            references = hls_references(current)
        elif lowered.endswith(DASH_EXTENSIONS):
            references = dash_references(current, folder_files)
        else:
            references = []
        stack += [reference for reference in references if reference in folder_files]
    return parts


def titles_in(folder, player, workers=2, timeout=30.0, stream=sys.stderr):
    """The titles of every file under `folder` (recursively), sorted by main path. Manifests
    are read for what they reference; every other file that is not a part of a title is
    kept as a title when the CLI opens it, `workers` files at a time (a sidecar of a media
    file that opens is a part, never opened on its own); a progress bar on `stream` when it
    is a terminal."""
    files = sorted(
        os.path.abspath(os.path.join(parent, name))
        for parent, _, names in os.walk(folder)
        for name in names
        if os.path.isfile(os.path.join(parent, name))
    )
    file_set = set(files)
    manifests = [path for path in files if path.lower().endswith(HLS_EXTENSIONS + DASH_EXTENSIONS)]
    referenced = set()
    for manifest in manifests:
        referenced.update(_manifest_closure(manifest, file_set, set())[1:])
    titles = []
    taken = set()
    # Manifests no other names first; then any left (playlists that name each other in a
    # loop), so that none is lost.
    for manifest in [m for m in manifests if m not in referenced] + manifests:
        if manifest in taken:
            continue
        parts = _manifest_closure(manifest, file_set, set())
        titles.append(Title(manifest, "manifest", parts))
        taken.update(parts)
    others = [path for path in files if path not in taken and path not in referenced]
    is_caption = [path.lower().endswith(CAPTION_EXTENSIONS) for path in others]
    media_candidates = [path for path, caption in zip(others, is_caption) if not caption]
    with ThreadPoolExecutor(max_workers=workers) as pool, progress_bar(
        len(others), "listing", stream
    ) as bar:

        def opened(paths):
            verdicts = []
            for verdict in pool.map(lambda path: opens_as_media(player, path, timeout), paths):
                verdicts.append(verdict)
                bar.update(1)
            return [path for path, verdict in zip(paths, verdicts) if verdict]

        # Media first: their sidecars are parts, so only the other caption files are opened.
        names_by_folder = {}
        sidecars = set()
        for path in opened(media_candidates):
            folder_of_media = os.path.dirname(path)
            if folder_of_media not in names_by_folder:
                names_by_folder[folder_of_media] = os.listdir(folder_of_media)
            own = sidecars_of(path, names_by_folder[folder_of_media])
            sidecars.update(own)
            titles.append(Title(path, "media", [path, *own]))
        caption_candidates = [
            path for path, caption in zip(others, is_caption) if caption and path not in sidecars
        ]
        bar.update(len(others) - len(media_candidates) - len(caption_candidates))
        titles += [Title(path, "captions", [path]) for path in opened(caption_candidates)]
    return sorted(titles, key=lambda title: title.main)


def title_of(path):
    """The title whose main path is `path`, given by the user: a manifest with what it
    references, or a file with its sidecars (a caption file's own sidecars are none)."""
    path = os.path.abspath(path)
    folder = os.path.dirname(path)
    if path.lower().endswith(HLS_EXTENSIONS + DASH_EXTENSIONS):
        files = set()
        for parent, _, names in os.walk(folder):
            files.update(os.path.join(parent, name) for name in names)
        return Title(path, "manifest", _manifest_closure(path, files, set()))
    if path.lower().endswith(CAPTION_EXTENSIONS):
        return Title(path, "captions", [path])
    try:
        names = os.listdir(folder)
    except OSError:
        names = []
    return Title(path, "media", [path, *sidecars_of(path, names)])

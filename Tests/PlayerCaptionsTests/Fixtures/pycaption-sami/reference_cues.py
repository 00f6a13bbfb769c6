"""Writes what pycaption's SAMIReader reads from each .smi file given: one line per caption,
`file<TAB>language<TAB>start_ms<TAB>end_ms<TAB>text`, the text's line breaks written as \\n
and backslashes as \\\\."""
import sys
from pycaption import SAMIReader

for path in sys.argv[1:]:
    name = path.rsplit("/", 1)[-1]
    captions = SAMIReader().read(open(path, encoding="utf-8").read())
    for language in captions.get_languages():
        for caption in captions.get_captions(language):
            text = caption.get_text().replace("\\", "\\\\").replace("\n", "\\n")
            print(f"{name}\t{language}\t{caption.start // 1000}\t{caption.end // 1000}\t{text}")

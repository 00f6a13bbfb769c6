"""Writes what ttconv's EBU STL reader makes of each .stl file given: one line per timed
paragraph or span, `file<TAB>begin_ms<TAB>end_ms<TAB>language<TAB>text` (text's line breaks
written as \\n), begin and end relative to the GSI's start-of-programme time code (TCP)."""
import sys, io, logging
from fractions import Fraction
logging.disable(logging.CRITICAL)
from ttconv.stl import reader
from ttconv.stl.config import STLReaderConfiguration
from ttconv import model

def text_of(element):
    out = ''
    for child in element:
        if isinstance(child, model.Br):
            out += '\n'
        elif isinstance(child, model.Text):
            out += child.get_text()
        elif isinstance(child, model.Span) and child.get_begin() is None:
            out += text_of(child)
    return out

def timed(element, found):
    for child in element:
        if isinstance(child, (model.P, model.Span)) and child.get_begin() is not None:
            found.append(child)
        else:
            timed(child, found)
    return found

for path in sys.argv[1:]:
    name = path.rsplit('/', 1)[-1]
    with open(path, 'rb') as f:
        doc = reader.to_model(f, STLReaderConfiguration(program_start_tc='TCP'))
    for element in timed(doc.get_body(), []):
        begin = round(Fraction(element.get_begin()) * 1000)
        end = round(Fraction(element.get_end()) * 1000)
        text = text_of(element).replace('\\', '\\\\').replace('\n', '\\n').replace('\t', '\\t')
        print(f"{name}\t{begin}\t{end}\t{doc.get_lang()}\t{text}")

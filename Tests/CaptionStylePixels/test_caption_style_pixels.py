"""The caption style as drawn: `accessible-player snapshot --caption-style FILE` pictures
measured with Pillow (never with the player's own drawing code).

Each setting 47 CFR 79.103(c) lists must change the drawn caption as the setting says: the
character colour and opacity sampled from the glyphs, the size as the ratio of the drawn text's
height, the font by its shapes (a monospaced font draws "iiii" as wide as "MMMM"), the
background and window colours sampled around the text, and each edge type by where its dark
and light pixels lie relative to the glyphs. A caption never overlaps the control bar while
the controls show, and moves up to clear it, and the layout `snapshot --verbose` gives says
where it was drawn. mpv's `sub-pos`, `sub-border-color` and `sub-shadow-color` set through the
IPC move the caption and colour its outline and shadow in the IPC's screenshots. The settings file in the XDG config folder is
read as `--caption-style` is, written back when a real-time `play` changes the style, and a
wrong value is refused naming the file, the key and the cause.
"""

import json
import os
import shutil
import subprocess
import sys
import time
from collections import Counter

import pytest
from PIL import Image

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..",
                                "Samples"))
from ipc_harness import serving  # noqa: E402

WIDTH, HEIGHT = 1280, 720
# The caption file drawn: a caption file alone is drawn on black.
CUES = """WEBVTT

00:00:01.000 --> 00:00:09.000
HOLD THE DOOR
"""
# A gray backdrop behind the text (an opaque gray window, no background box), so that both
# dark and light edge pixels stand out.
GRAY = (128, 128, 128)


@pytest.fixture()
def workspace(tmp_path):
    """A folder with the caption file and an empty XDG config folder."""
    (tmp_path / "cues.vtt").write_text(CUES)
    (tmp_path / "config").mkdir()
    return tmp_path


def environment(workspace):
    """The CLI's environment with its own XDG config folder, never the user's."""
    return dict(os.environ, XDG_CONFIG_HOME=str(workspace / "config"))


def snapshot(player, workspace, style, text=None, name="out.png", extra=()):
    """Draws the caption file at 2 s in `style` (a dict, written as the --caption-style
    file) with the controls hidden, unless `extra` says otherwise; returns the RGB picture."""
    source = workspace / "cues.vtt"
    if text is not None:
        source = workspace / f"{name}.vtt"
        source.write_text(f"WEBVTT\n\n00:00:01.000 --> 00:00:09.000\n{text}\n")
    style_file = workspace / f"{name}.json"
    style_file.write_text(json.dumps(style))
    output = workspace / name
    arguments = [player, "snapshot", str(source), "--at", "2", "--size", f"{WIDTH}x{HEIGHT}",
                 "--caption-style", str(style_file), "--output", str(output)]
    arguments += list(extra) if extra else ["--no-controls"]
    run = subprocess.run(arguments, capture_output=True, text=True, env=environment(workspace))
    assert run.returncode == 0, run.stderr
    return Image.open(output).convert("RGB")


def pixels_where(picture, predicate):
    """The (x, y) of every pixel whose colour satisfies `predicate`."""
    data = picture.load()
    return [(x, y) for y in range(picture.height) for x in range(picture.width)
            if predicate(data[x, y])]


def bounds(points):
    """The bounding box (left, top, right, bottom) of `points`, inclusive."""
    xs = [x for x, _ in points]
    ys = [y for _, y in points]
    return min(xs), min(ys), max(xs), max(ys)


def near(color, expected, tolerance=3):
    return all(abs(a - b) <= tolerance for a, b in zip(color, expected))


def dominant(picture, predicate):
    """The most common colour among the pixels satisfying `predicate`."""
    data = picture.load()
    counts = Counter(data[x, y] for x, y in pixels_where(picture, predicate))
    return counts.most_common(1)[0][0]


def not_black(color):
    return max(color) > 12


PLAIN = {"backgroundOpacity": 0, "edge": "none"}


@pytest.mark.parametrize("name, rgb", [
    ("white", (255, 255, 255)), ("yellow", (255, 255, 0)), ("cyan", (0, 255, 255)),
    ("green", (0, 255, 0)), ("blue", (0, 0, 255)), ("red", (255, 0, 0)),
    ("magenta", (255, 0, 255)), ("#FF8000", (255, 128, 0)),
])
def test_character_colour_is_the_glyphs_colour(player, workspace, name, rgb):
    picture = snapshot(player, workspace, dict(PLAIN, color=name))
    assert near(dominant(picture, not_black), rgb)


def test_black_characters_on_a_white_box(player, workspace):
    picture = snapshot(player, workspace, {"color": "black", "background": "white",
                                            "backgroundOpacity": 100})
    box = pixels_where(picture, lambda c: c == (255, 255, 255))
    left, top, right, bottom = bounds(box)
    data = picture.load()
    inside = Counter(data[x, y] for y in range(top, bottom + 1) for x in range(left, right + 1))
    assert inside[(0, 0, 0)] > 500, "black glyphs inside the white box"


@pytest.mark.parametrize("opacity", [25, 50, 75])
def test_character_opacity_blends_the_glyphs_over_the_picture(player, workspace, opacity):
    picture = snapshot(player, workspace, dict(PLAIN, color="white", opacity=opacity))
    level = dominant(picture, not_black)[0]
    assert abs(level - 255 * opacity / 100) <= 3


@pytest.mark.parametrize("size", [50, 150, 200])
def test_size_scales_the_drawn_text_height(player, workspace, size):
    normal = snapshot(player, workspace, dict(PLAIN, size=100), name="normal.png")
    sized = snapshot(player, workspace, dict(PLAIN, size=size), name="sized.png")
    height = lambda picture: (lambda b: b[3] - b[1] + 1)(bounds(pixels_where(picture, not_black)))
    assert abs(height(sized) / height(normal) - size / 100) <= 0.08


def text_width(player, workspace, font, text):
    picture = snapshot(player, workspace, dict(PLAIN, font=font), text=text,
                       name=f"{font}-{text[0]}.png")
    left, _, right, _ = bounds(pixels_where(picture, not_black))
    return right - left + 1


@pytest.mark.parametrize("font, monospaced", [
    ("monospacedSerif", True), ("monospacedSansSerif", True),
    ("proportionalSerif", False), ("proportionalSansSerif", False), ("standard", False),
    ("casual", False), ("cursive", False),
])
def test_monospaced_fonts_draw_narrow_and_wide_letters_alike(player, workspace, font,
                                                              monospaced):
    narrow = text_width(player, workspace, font, "iiiiiiiiii")
    wide = text_width(player, workspace, font, "MMMMMMMMMM")
    if monospaced:
        assert abs(narrow / wide - 1) < 0.15
    else:
        assert narrow / wide < 0.6


def test_each_font_draws_differently(player, workspace):
    masks = {}
    for font in ["standard", "monospacedSerif", "proportionalSerif", "monospacedSansSerif",
                 "proportionalSansSerif", "casual", "cursive", "smallCapitals"]:
        picture = snapshot(player, workspace, dict(PLAIN, font=font), text="Quiet waves",
                           name=f"font-{font}.png")
        masks[font] = frozenset(pixels_where(picture, lambda c: c[0] > 128))
    assert len(set(masks.values())) == len(masks)


def test_small_capitals_draw_lowercase_as_smaller_capitals(player, workspace):
    def height(font, text):
        picture = snapshot(player, workspace, dict(PLAIN, font=font), text=text,
                           name=f"caps-{font}-{text}.png")
        _, top, _, bottom = bounds(pixels_where(picture, not_black))
        return bottom - top + 1
    capitals = height("standard", "XXXX")
    small = height("smallCapitals", "xxxx")
    lowercase = height("standard", "xxxx")
    assert lowercase < small < capitals
    assert abs(small / capitals - 0.8) < 0.08


@pytest.mark.parametrize("opacity", [100, 50])
def test_background_colour_and_opacity_fill_the_box_behind_the_text(player, workspace,
                                                                     opacity):
    picture = snapshot(player, workspace, {"color": "white", "background": "blue",
                                            "backgroundOpacity": opacity})
    box = dominant(picture, lambda c: c[2] > 12 and c[0] < 12)
    assert near(box, (0, 0, round(255 * opacity / 100)))


def test_the_window_reaches_beyond_the_background_box(player, workspace):
    picture = snapshot(player, workspace, {"background": "red", "backgroundOpacity": 100,
                                            "window": "green", "windowOpacity": 100})
    red = bounds(pixels_where(picture, lambda c: near(c, (255, 0, 0))))
    green = bounds(pixels_where(picture, lambda c: near(c, (0, 255, 0))))
    assert green[0] < red[0] and green[2] > red[2], "the window is wider than the box"
    assert green[1] <= red[1] and green[3] >= red[3]


def test_window_opacity(player, workspace):
    picture = snapshot(player, workspace, {"backgroundOpacity": 0, "window": "green",
                                            "windowOpacity": 50})
    assert near(dominant(picture, lambda c: c[1] > 12 and c[0] < 12), (0, 128, 0))


def edge_picture(player, workspace, edge):
    return snapshot(player, workspace, {"color": "yellow", "backgroundOpacity": 0,
                                         "window": "#808080", "windowOpacity": 100,
                                         "edge": edge, "size": 200}, name=f"edge-{edge}.png")


def centroid(points):
    return (sum(x for x, _ in points) / len(points), sum(y for _, y in points) / len(points))


def edge_pixels(picture):
    """Inside the gray window: the glyphs (yellow), the dark edge pixels and the light (white)
    ones."""
    left, top, right, bottom = bounds(pixels_where(picture, lambda c: near(c, GRAY)))
    window = picture.crop((left, top, right + 1, bottom + 1))
    glyphs = pixels_where(window, lambda c: c[0] > 200 and c[1] > 200 and c[2] < 60)
    dark = pixels_where(window, lambda c: max(c) < 50)
    light = pixels_where(window, lambda c: min(c) > 200)
    return glyphs, dark, light


def test_no_edge_draws_nothing_around_the_glyphs(player, workspace):
    glyphs, dark, light = edge_pixels(edge_picture(player, workspace, "none"))
    assert len(glyphs) > 1000 and not dark and not light


def test_uniform_edge_surrounds_the_glyphs_with_dark(player, workspace):
    glyphs, dark, light = edge_pixels(edge_picture(player, workspace, "uniform"))
    assert len(dark) > len(glyphs) / 4 and not light
    outer, inner = bounds(dark), bounds(glyphs)
    margins = [inner[0] - outer[0], inner[1] - outer[1], outer[2] - inner[2],
               outer[3] - inner[3]]
    assert min(margins) >= 1 and max(margins) - min(margins) <= 2, "an outline lies all round"


def test_drop_shadow_lies_below_and_right(player, workspace):
    glyphs, dark, light = edge_pixels(edge_picture(player, workspace, "dropShadow"))
    assert dark and not light
    gx, gy = centroid(glyphs)
    dx, dy = centroid(dark)
    assert dx - gx > 1 and dy - gy > 1
    assert bounds(dark)[0] > bounds(glyphs)[0] and bounds(dark)[1] > bounds(glyphs)[1]


@pytest.mark.parametrize("edge, light_side", [("raised", -1), ("depressed", 1)])
def test_raised_and_depressed_edges_light_one_side_and_shade_the_other(
        player, workspace, edge, light_side):
    glyphs, dark, light = edge_pixels(edge_picture(player, workspace, edge))
    assert dark and light
    gx, gy = centroid(glyphs)
    lx, ly = centroid(light)
    dx, dy = centroid(dark)
    assert (lx - gx) * light_side > 1 and (ly - gy) * light_side > 1
    assert (dx - gx) * light_side < -1 and (dy - gy) * light_side < -1


def slider_top(picture):
    """The top row of the control bar's slider: the highest row in the lower half where gray
    or white pixels run across most of the width (the slider track is drawn across it)."""
    data = picture.load()
    for y in range(picture.height // 2, picture.height):
        light = sum(1 for x in range(picture.width) if min(data[x, y]) > 80)
        if light > picture.width * 0.8:
            return y
    pytest.fail("no slider drawn")


@pytest.mark.parametrize("cue", [
    "HOLD THE DOOR",
    "HOLD THE DOOR\nSECOND LINE",
])
@pytest.mark.parametrize("settings", ["", " line:95%", " line:-1"])
def test_captions_stay_clear_of_the_shown_controls(player, workspace, cue, settings):
    (workspace / "cues.vtt").write_text(
        f"WEBVTT\n\n00:00:01.000 --> 00:00:09.000{settings}\n{cue}\n")
    style = {"size": 200, "background": "magenta", "backgroundOpacity": 100}
    shown = snapshot(player, workspace, style, name="shown.png", extra=["--captions", "auto"])
    hidden = snapshot(player, workspace, style, name="hidden.png")
    is_box = lambda c: near(c, (255, 0, 255), 8)
    bar = slider_top(shown)
    shown_bottom = bounds(pixels_where(shown, is_box))[3]
    hidden_bottom = bounds(pixels_where(hidden, is_box))[3]
    assert shown_bottom < bar, "the caption box ends above the control bar"
    if hidden_bottom >= bar:
        assert shown_bottom < hidden_bottom, "the caption moved up while the controls show"


def drawn_layouts(player, workspace, style, extra):
    """Draws the caption file at 2 s with `--verbose`; returns the picture and the layout of
    each `caption:` line it gives."""
    style_file = workspace / "layout.json"
    style_file.write_text(json.dumps(style))
    output = workspace / "layout.png"
    run = subprocess.run(
        [player, "snapshot", str(workspace / "cues.vtt"), "--at", "2", "--size",
         f"{WIDTH}x{HEIGHT}", "--caption-style", str(style_file), "--output", str(output),
         "--verbose"] + extra,
        capture_output=True, text=True, env=environment(workspace))
    assert run.returncode == 0, run.stderr
    captions = [json.loads(line.split("caption: ", 1)[1])
                for line in run.stderr.splitlines() if line.startswith("  caption: ")]
    return Image.open(output).convert("RGB"), captions


@pytest.mark.parametrize("settings", ["", " line:95%", " line:-1"])
def test_the_layout_json_says_where_the_moved_caption_is_drawn(player, workspace, settings):
    """While the controls show, the caption's `layout` in `snapshot --verbose` is where it is
    drawn: its line's edge at the drawn text's bottom (within the box's padding), above the
    control bar; with the controls hidden the author's layout is given unchanged."""
    (workspace / "cues.vtt").write_text(
        f"WEBVTT\n\n00:00:01.000 --> 00:00:09.000{settings}\nHOLD THE DOOR\n")
    style = {"size": 200, "color": "yellow", "backgroundOpacity": 0, "edge": "none"}
    shown, captions = drawn_layouts(player, workspace, style, ["--captions", "auto"])
    assert len(captions) == 1
    layout = captions[0]["layout"]
    said = layout["line"]["percent"] / 100 * HEIGHT
    _, drawn_top, _, drawn_bottom = bounds(
        pixels_where(shown, lambda c: near(c, (255, 255, 0), 8)))
    bar = slider_top(shown)
    assert said < bar and drawn_bottom < bar, "the caption is above the control bar"
    # The line's edge is the text box's: its top (`start`, WebVTT's default) lies in the
    # line's leading above the capitals, its bottom (`end`) in the descent below them (each
    # under a quarter of the 64-pixel text at 200 %).
    if layout.get("lineAnchor", "start") == "start":
        assert 0 <= drawn_top - said <= 16, (said, drawn_top)
    else:
        assert layout["lineAnchor"] == "end", layout
        assert 0 <= said - drawn_bottom <= 16, (said, drawn_bottom)
    _, hidden = drawn_layouts(player, workspace, style, ["--captions", "auto",
                                                         "--no-controls"])
    authored = {"": None, " line:95%": {"percent": 95}, " line:-1": {"number": -1}}[settings]
    assert hidden[0].get("layout", {}).get("line") == authored


def tmux(*arguments):
    return subprocess.run(["tmux", *arguments], capture_output=True, text=True, check=True)


def wait_for_screen(session, words, seconds=30):
    """The tmux pane's text once it shows `words`."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        screen = tmux("capture-pane", "-p", "-J", "-S", "-200", "-t", session).stdout
        if words in screen:
            return screen
        time.sleep(0.2)
    pytest.fail(f"the screen never showed {words!r}:\n{screen}")


def test_settings_file_round_trip(player, workspace):
    """A viewer who changes the style in the panel of `play --interactive` (driven through
    tmux: Voice Control's "Tap Caption style", then Tab and Up) finds it kept in the settings
    file; the next session reads it, and --caption-style with the same file draws the same
    picture."""
    if shutil.which("tmux") is None:
        pytest.skip("tmux drives the interactive session (make deps installs it)")
    settings = workspace / "config" / "accessible-player" / "caption-style.json"
    session = f"caption-style-{os.getpid()}"
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    tmux("new-session", "-d", "-s", session, "-x", "200", "-y", "50",
         f"cd '{root}' && XDG_CONFIG_HOME='{workspace / 'config'}' '{player}' play "
         "Samples/demo.mkv --interactive --screen-reader --skin Samples/skins/full.json "
         "--pause; echo exit=$?; sleep 30")
    try:
        wait_for_screen(session, "keys: space play/pause")
        tmux("send-keys", "-t", session, "v")
        tmux("send-keys", "-t", session, "-l", "Tap Caption style")
        tmux("send-keys", "-t", session, "Enter")
        wait_for_screen(session, "panel captionStyle")
        tmux("send-keys", "-t", session, "Tab", "Up")
        wait_for_screen(session, "captions 125% white")
        tmux("send-keys", "-t", session, "Tab", "Up")
        wait_for_screen(session, "captions 125% yellow")
        assert not settings.exists(), "kept when the session ends"
        tmux("send-keys", "-t", session, "q")
        assert "exit=0" in wait_for_screen(session, "exit=")
    finally:
        subprocess.run(["tmux", "kill-session", "-t", session], capture_output=True)
    saved = json.loads(settings.read_text())
    assert saved["size"] == 125 and saved["color"] == "yellow"
    assert set(saved) == {"size", "color", "opacity", "font", "background",
                          "backgroundOpacity", "edge", "window", "windowOpacity", "edgeColor",
                          "edgeOpacity", "shadowColor", "shadowOpacity", "position"}
    # A scripted session changing the style never writes it.
    script = workspace / "walk.script"
    script.write_text('pause\nvoice "Tap Caption style"\nnext\nincrement\nclose\n')
    run = subprocess.run(
        [player, "play", "Samples/demo.mkv", "--skin", "Samples/skins/full.json",
         "--screen-reader", "--script", str(script)],
        capture_output=True, text=True, env=environment(workspace), timeout=120)
    assert run.returncode == 0, run.stderr
    assert "captions 150% yellow" in run.stdout
    assert json.loads(settings.read_text()) == saved
    # The next session starts with it.
    run = subprocess.run(
        [player, "play", "Samples/demo.mkv", "--fast", "--until", "1"],
        capture_output=True, text=True, env=environment(workspace))
    assert run.returncode == 0, run.stderr
    assert "captions 125% yellow on black 80%" in run.stdout, run.stdout
    # The settings file and --caption-style draw alike.
    arguments = [player, "snapshot", "Samples/demo.mkv", "--at", "3", "--no-controls"]
    subprocess.run(arguments + ["-o", str(workspace / "a.png")], check=True,
                   env=environment(workspace))
    os.rename(settings, workspace / "moved.json")
    subprocess.run(arguments + ["-o", str(workspace / "b.png"), "--caption-style",
                                str(workspace / "moved.json")], check=True,
                   env=environment(workspace))
    subprocess.run(arguments + ["-o", str(workspace / "c.png")], check=True,
                   env=environment(workspace))
    a, b, c = (Image.open(workspace / f"{n}.png").convert("RGB") for n in "abc")
    assert a.tobytes() == b.tobytes()
    assert a.tobytes() != c.tobytes(), "without the file the default style is drawn"


@pytest.mark.parametrize("content, message", [
    ('{"size": 300}', 'size: 300 is not a whole percent from 50 to 200'),
    ('{"size": "big"}', 'size: expected a number (percent), found "big"'),
    ('{"color": "purple"}', 'color: "purple" is not a colour'),
    ('{"edge": "glow"}', 'edge: "glow" is not one of none, raised, depressed, uniform'),
    ('{"colour": "red"}', 'unknown key "colour"'),
    ('{"opacity": true}', 'opacity: expected a number or a string'),
    ('[1]', 'expected a JSON object'),
    ('{"size": ', 'not valid JSON'),
])
@pytest.mark.parametrize("where", ["option", "settings file"])
def test_a_wrong_value_is_refused_naming_file_key_and_cause(player, workspace, content,
                                                            message, where):
    if where == "option":
        path = workspace / "style.json"
        extra = ["--caption-style", str(path)]
    else:
        path = workspace / "config" / "accessible-player" / "caption-style.json"
        path.parent.mkdir(parents=True, exist_ok=True)
        extra = []
    path.write_text(content)
    run = subprocess.run([player, "controls", "Samples/demo.mkv", "--at", "1"] + extra,
                         capture_output=True, text=True, env=environment(workspace))
    assert run.returncode == 2
    assert f"caption style {path}" in run.stderr and message in run.stderr, run.stderr


def test_the_sweep_draws_every_size_edge_and_window(player, workspace):
    """`--caption-style-sweep DIR` draws each size × edge × window, the largest among them
    still clear of the controls."""
    (workspace / "cues.vtt").write_text(
        "WEBVTT\n\n00:00:01.000 --> 00:00:09.000\nA LONGER CAPTION LINE THAT WRAPS WHEN LARGE\n")
    folder = workspace / "sweep"
    # The base style: a magenta box, so that each caption's extent can be measured.
    (workspace / "base.json").write_text('{"background": "magenta", "backgroundOpacity": 100}')
    run = subprocess.run(
        [player, "snapshot", str(workspace / "cues.vtt"), "--at", "2", "--size",
         f"{WIDTH}x{HEIGHT}", "--caption-style", str(workspace / "base.json"),
         "--caption-style-sweep", str(folder)],
        capture_output=True, text=True, env=environment(workspace), timeout=600)
    assert run.returncode == 0, run.stderr
    sizes = range(50, 201, 25)
    edges = ["none", "raised", "depressed", "uniform", "dropShadow"]
    expected = {f"size{size}-{edge}{window}.png" for size in sizes for edge in edges
                for window in ["", "-window"]}
    assert {path.name for path in folder.iterdir()} == expected

    def box(name):
        picture = Image.open(folder / name).convert("RGB")
        left, top, right, bottom = bounds(pixels_where(picture, lambda c: near(c, (255, 0, 255))))
        return bottom - top + 1, bottom, slider_top(picture)

    small, _, _ = box("size50-none.png")
    for edge in edges:
        large, bottom, bar = box(f"size200-{edge}-window.png")
        assert large > small * 3, "the largest size draws the caption over three times as high"
        assert bottom < bar, "and clear of the controls"


def test_the_panels_preview_line_is_drawn_in_the_style(player, workspace):
    """The caption style panel's last line shows the sample caption in the chosen style, in
    the panel at the right."""
    script = workspace / "open.script"
    script.write_text('voice "Tap Caption style"\n')
    picture = snapshot(player, workspace, {"color": "yellow", "background": "blue",
                                            "backgroundOpacity": 100},
                       extra=["--skin", "Samples/skins/full.json", "--script", str(script)])
    panel = picture.crop((WIDTH // 2, 0, WIDTH, HEIGHT))
    box = pixels_where(panel, lambda c: c == (0, 0, 255))
    assert len(box) > 2000, "the preview's blue box is in the panel"
    left, top, right, bottom = bounds(box)
    data = panel.load()
    glyphs = [(x, y) for y in range(top, bottom + 1) for x in range(left, right + 1)
              if near(data[x, y], (255, 255, 0))]
    assert len(glyphs) > 200, "yellow text on the blue box"


def ipc_player(player, workspace):
    """`play` of a black 1280x720 video (made by ffmpeg: a screenshot needs a video) with the
    caption file, paused at 2 s with an IPC server, a client connected."""
    ffmpeg = shutil.which("ffmpeg")
    if ffmpeg is None:
        pytest.fail("ffmpeg is not installed: `make deps` installs it")
    video = workspace / "black.mkv"
    subprocess.run([ffmpeg, "-v", "error", "-f", "lavfi", "-i",
                    f"color=black:s={WIDTH}x{HEIGHT}:r=5:d=10", "-c:v", "mpeg4", str(video)],
                   check=True)
    return serving(
        [player, "play", str(video), "--sub-file", str(workspace / "cues.vtt"), "--captions",
         "1", "--start", "2", "--pause", "--ipc-server", "SOCKET"],
        None, str(workspace), env=environment(workspace))


def ipc_shot(client, workspace, name, **properties):
    """Sets each mpv property (underscores for dashes), then draws the frame and captions
    with `screenshot-to-file … subtitles`; returns the RGB picture."""
    for name_, value in properties.items():
        reply = client.command("set_property", name_.replace("_", "-"), value)
        assert reply["error"] == "success", reply
    path = workspace / f"{name}.png"
    reply = client.command("screenshot-to-file", str(path), "subtitles")
    assert reply["error"] == "success", reply
    return Image.open(path).convert("RGB")


def glyph_bottom(picture):
    """The lowest row with a white glyph pixel."""
    return bounds(pixels_where(picture, lambda c: min(c) > 200))[3]


def test_sub_pos_moves_the_drawn_caption_by_its_percentage(player, workspace):
    """mpv's `sub-pos`: each percent less raises the caption by a percent of the height; 100
    is where it is drawn without it; above 100 it moves down, staying on the picture."""
    with ipc_player(player, workspace) as client:
        usual = ipc_shot(client, workspace, "usual")
        raised = ipc_shot(client, workspace, "raised", sub_pos=60)
        lowered = ipc_shot(client, workspace, "lowered", sub_pos=103)
        assert client.command("get_property", "sub-pos")["data"] == 103
    height = usual.height
    assert abs((glyph_bottom(usual) - glyph_bottom(raised)) - 0.40 * height) <= 3
    assert abs((glyph_bottom(lowered) - glyph_bottom(usual)) - 0.03 * height) <= 3
    assert glyph_bottom(lowered) < height


def edge_pixels_after(client, workspace, name, colour, **properties):
    """A screenshot of the white caption without its background box after `properties`: the
    glyphs (white) and the pixels of `colour`."""
    picture = ipc_shot(client, workspace, name, sub_back_color="#00000000", **properties)
    glyphs = pixels_where(picture, lambda c: min(c) > 200)
    return glyphs, pixels_where(picture, lambda c: near(c, colour, 8))


def outline_all_round(edge, text):
    """The outline's bounds reach past the glyphs' on every side."""
    return min(text[0] - edge[0], text[1] - edge[1], edge[2] - text[2], edge[3] - text[3]) >= 1


def shadow_below_right(edge, text):
    """The shadow's bounds lie lower and further right than the glyphs' on every side."""
    return all(edge[side] > text[side] for side in range(4))


@pytest.mark.parametrize("edge_size, colour_property, mpv_colour, rgb, placed", [
    ({"sub_border_size": 3}, "sub_border_color", "#FF00FF00", (0, 255, 0), outline_all_round),
    ({"sub_shadow_offset": 2}, "sub_shadow_color", "#FFFF0000", (255, 0, 0),
     shadow_below_right),
])
def test_sub_border_and_shadow_colours_colour_the_drawn_edge(
        player, workspace, edge_size, colour_property, mpv_colour, rgb, placed):
    """`sub-border-color` colours the uniform edge's outline and `sub-shadow-color` the drop
    shadow (black by default, the FCC's dark edges)."""
    with ipc_player(player, workspace) as client:
        glyphs, coloured = edge_pixels_after(client, workspace, "dark", rgb, **edge_size)
        assert len(glyphs) > 500 and not coloured, "the edge is black by default"
        glyphs, coloured = edge_pixels_after(client, workspace, "coloured", rgb,
                                             **{colour_property: mpv_colour})
        reply = client.command("get_property", colour_property.replace("_", "-"))
        assert reply["data"] == mpv_colour
    assert len(coloured) > 100
    assert placed(bounds(coloured), bounds(glyphs))

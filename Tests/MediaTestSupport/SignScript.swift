/// A one-event ASS script for font tests: style "Sign" in `font` at 30 px, centred at the top
/// of a 640×360 canvas, showing "Exit" from 0 until `end` ("0:00:05.00").
public enum SignScript {
    /// The script's text.
    public static func text(font: String, end: String) -> String {
        """
        [Script Info]
        ScriptType: v4.00+
        PlayResX: 640
        PlayResY: 360

        [V4+ Styles]
        Format: Name, Fontname, Fontsize, PrimaryColour, Alignment
        Style: Sign,\(font),30,&H00FFFFFF,8

        [Events]
        Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text
        Dialogue: 0,0:00:00.00,\(end),Sign,,0,0,0,,Exit
        """
    }
}

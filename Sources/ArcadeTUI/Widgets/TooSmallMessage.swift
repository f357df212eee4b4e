/// The centred notice shown instead of a scene that does not fit.
public enum TooSmallMessage {
  public static func draw(into canvas: inout Canvas, needed: Size, theme: Theme) {
    canvas.clear()
    let by = "×"  // ASCII mode: the loop draws it as x
    let text = "Enlarge the terminal to \(needed.width)\(by)\(needed.height) (now \(canvas.width)\(by)\(canvas.height)). q goes back."
    let lines = wrapText(text, width: max(1, canvas.width - 2))
    let top = max(0, (canvas.height - lines.count) / 2)
    for (i, line) in lines.enumerated() {
      canvas.putCentered(line, row: top + i, style: i == 0 ? theme.accent : .plain)
    }
  }
}

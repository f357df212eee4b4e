/// Where an options screen puts its title and its form: the title on the top row, or with the form centred
/// under it on a tall terminal; the footer keeps the last row.
public struct OptionsScreen: Sendable {
  public let title: String
  /// Rows between the title and the form on a short terminal (on a tall one, three).
  public let gapWhenShort: Int

  public init(title: String, gapWhenShort: Int) {
    self.title = title
    self.gapWhenShort = gapWhenShort
  }

  public func titleRow(for size: Size) -> Int { size.height >= 24 ? (size.height - 24) / 2 + 1 : 0 }

  public func formLayout(_ form: OptionsForm, for size: Size) -> OptionsFormLayout {
    let top = titleRow(for: size) + (size.height >= 24 ? 3 : gapWhenShort)
    return form.layout(in: Rect(x: 0, y: top, width: size.width, height: max(0, size.height - 1 - top)))
  }

  /// The title, the form with its summary lines, and the footer made from `help`.
  public func draw(_ form: OptionsForm, summary: [String], help: SceneHelp, into canvas: inout Canvas, theme: Theme) {
    canvas.putCentered(title, row: titleRow(for: canvas.size), style: theme.title)
    form.draw(into: &canvas, theme: theme, layout: formLayout(form, for: canvas.size), summary: summary)
    Footer.draw(help, into: &canvas, theme: theme)
  }
}

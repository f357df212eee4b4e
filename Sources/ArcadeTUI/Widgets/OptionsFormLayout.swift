import ArcadeCore

/// Where the form's rows, arrows, Start button and sentence go in an area: drawing and clicks share it.
public struct OptionsFormLayout {
  public let area: Rect
  let labelX: Int
  let leftArrowX: Int
  let valueX: Int
  let rowY: [Int]
  let start: Button
  let summaryY: Int
  let summaryRows: Int
  let summaryWidth: Int
  /// The row below the form and its sentence: where a scene may draw more.
  public let bottom: Int

  init(form: OptionsForm, area: Rect) {
    self.area = area
    let labelWidth = form.rows.map { displayWidth($0.label) }.max() ?? 0
    let valueWidth = form.rows.indices.map(form.valueWidth).max() ?? 0
    let total = labelWidth + 3 + valueWidth + 4
    // Two columns on the left are kept for the focus pointer.
    labelX = area.x + max(2, (area.width - total) / 2)
    leftArrowX = labelX + labelWidth + 2
    valueX = leftArrowX + 2
    // A blank row between rows when the area is tall enough for it.
    let spacing = area.height >= form.rows.count * 2 + 6 ? 2 : 1
    rowY = form.rows.indices.map { area.y + $0 * spacing }
    let startY = (rowY.last ?? area.y) + (spacing == 2 ? 2 : 1)
    start = Button.row([form.startLabel], y: startY, left: area.x, width: area.width, gap: 0)[0]
    summaryY = startY + (spacing == 2 ? 2 : 1)
    summaryRows = max(0, min(3, area.y + area.height - summaryY))
    summaryWidth = min(area.width - 2, 70)
    bottom = summaryY + summaryRows
  }

  func rightArrowX(for form: OptionsForm, row: Int) -> Int {
    valueX + max(form.valueWidth(row), displayWidth(form.valueText(row))) + 1
  }
}

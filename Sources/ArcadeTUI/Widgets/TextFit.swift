import ArcadeCore

/// The first of several wordings (widest first) that fits `width` columns; the last one cut to the width if none does.
///
/// Footers and notes offer a long and a short form so narrow terminals still get whole words.
public func fittingText(_ variants: [String], width: Int) -> String {
  if let fit = variants.first(where: { displayWidth($0) <= width }) { return fit }
  return (variants.last ?? "").prefix(fittingWidth: max(0, width))
}

/// The text, or as much of it as fits `width` columns with "…" at the end (wide characters counted as two).
public func ellipsized(_ text: String, width: Int) -> String {
  displayWidth(text) <= width ? text : text.prefix(fittingWidth: max(0, width - 1)) + "…"
}

/// The first of several wordings (widest first) that fits `width`; the last one cut to the width if none does.
///
/// Footers and notes offer a long and a short form so narrow terminals still get whole words.
public func fittingText(_ variants: [String], width: Int) -> String {
  if let fit = variants.first(where: { $0.count <= width }) { return fit }
  return String((variants.last ?? "").prefix(max(0, width)))
}

/// The key line at the bottom of both PathFinder screens, in the longest wording that fits.
enum PathFinderFooter {
  /// The first variant (widest first) that fits `width`; the last one cut to the width if none does.
  static func fitting(_ variants: [String], width: Int) -> String {
    if let fit = variants.first(where: { $0.count <= width }) { return fit }
    return String((variants.last ?? "").prefix(max(0, width)))
  }
}

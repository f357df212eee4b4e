/// "2.35": a figure with two decimals, without Foundation's formatting (the same on every machine).
public func formatHundredths(_ value: Double) -> String {
  let hundredths = Int((value * 100).rounded())
  let sign = hundredths < 0 ? "-" : ""
  let magnitude = abs(hundredths)
  let fraction = magnitude % 100
  return "\(sign)\(magnitude / 100).\(fraction < 10 ? "0" : "")\(fraction)"
}

/// "1 step", "6 steps": a count with its noun, singular or plural (plural defaults to noun + "s").
public func counted(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
  "\(count) \(count == 1 ? singular : plural ?? singular + "s")"
}

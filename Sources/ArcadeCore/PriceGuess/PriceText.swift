/// Prices as the player reads them: "$1,249.99".
public enum PriceText {
  public static func dollars(_ cents: Int) -> String {
    let sign = cents < 0 ? "-" : ""
    let magnitude = cents.magnitude
    let whole = String(magnitude / 100)
    var grouped = ""
    for (offset, digit) in whole.enumerated() {
      if offset > 0, (whole.count - offset) % 3 == 0 { grouped.append(",") }
      grouped.append(digit)
    }
    let fraction = magnitude % 100
    return "\(sign)$\(grouped).\(fraction < 10 ? "0" : "")\(fraction)"
  }

  /// "49.99": the plain decimal of a price, as in JSON and CSV files.
  public static func decimal(_ cents: Int) -> String {
    let fraction = cents % 100
    return "\(cents / 100).\(fraction < 10 ? "0" : "")\(fraction)"
  }
}

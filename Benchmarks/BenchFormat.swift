import Foundation

/// A time in milliseconds as the engine benchmarks print it: three decimals.
func milliseconds(_ value: Double) -> String {
  String(format: "%.3f", value)
}

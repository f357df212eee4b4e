import Foundation

/// A colour as a screen shows it: 8-bit sRGB components.
public struct RGB: Hashable, Sendable, CustomStringConvertible {
  public var red: UInt8
  public var green: UInt8
  public var blue: UInt8

  public var hex: UInt32 { UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue) }

  public var description: String { "#" + String(hex, radix: 16).leftPadded(to: 6) }

  /// The components in linear light, 0…1 (the sRGB transfer curve undone).
  public var linear: LinearRGB {
    LinearRGB(red: Self.toLinear(red), green: Self.toLinear(green), blue: Self.toLinear(blue))
  }

  /// WCAG 2's relative luminance: 0 for black, 1 for white.
  public var relativeLuminance: Double { linear.luminance }

  /// WCAG 2's contrast ratio, 1…21, the same whichever colour is the text.
  public func contrast(with other: RGB) -> Double {
    let (a, b) = (relativeLuminance, other.relativeLuminance)
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  public var lab: Lab { Lab(linear) }

  static func toLinear(_ component: UInt8) -> Double {
    let c = Double(component) / 255
    return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
  }
}

/// sRGB components in linear light, where colours mix and simulations apply.
public struct LinearRGB: Hashable, Sendable {
  public var red: Double
  public var green: Double
  public var blue: Double

  public var luminance: Double { 0.2126 * red + 0.7152 * green + 0.0722 * blue }

  /// Back to 8-bit sRGB, each component clamped into range first.
  public var rgb: RGB {
    RGB(red: Self.toByte(red), green: Self.toByte(green), blue: Self.toByte(blue))
  }

  static func toByte(_ value: Double) -> UInt8 {
    let c = min(1, max(0, value))
    let encoded = c <= 0.0031308 ? 12.92 * c : 1.055 * pow(c, 1 / 2.4) - 0.055
    return UInt8((encoded * 255).rounded())
  }
}

extension RGB {
  /// From `0xRRGGBB`, as colours are written in palettes.
  public init(_ hex: UInt32) {
    self.init(red: UInt8(hex >> 16 & 0xFF), green: UInt8(hex >> 8 & 0xFF), blue: UInt8(hex & 0xFF))
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}

import Foundation

/// A colour in CIE L*a*b* (D65 white): the space where distances are meant to match what eyes see.
public struct Lab: Hashable, Sendable {
  public var l: Double
  public var a: Double
  public var b: Double
}

extension Lab {
  /// From linear sRGB, through CIE XYZ with sRGB's D65 white point.
  public init(_ rgb: LinearRGB) {
    let x = 0.4124564 * rgb.red + 0.3575761 * rgb.green + 0.1804375 * rgb.blue
    let y = 0.2126729 * rgb.red + 0.7151522 * rgb.green + 0.0721750 * rgb.blue
    let z = 0.0193339 * rgb.red + 0.1191920 * rgb.green + 0.9503041 * rgb.blue
    let fx = Self.f(x / 0.95047)
    let fy = Self.f(y / 1.0)
    let fz = Self.f(z / 1.08883)
    self.init(l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
  }

  private static func f(_ t: Double) -> Double {
    let delta = 6.0 / 29
    return t > delta * delta * delta ? cbrt(t) : t / (3 * delta * delta) + 4.0 / 29
  }
}

import Foundation

extension Lab {
  /// The CIEDE2000 colour difference (kL = kC = kH = 1): about 1 is just noticeable, 10 plainly different.
  ///
  /// Written after Sharma, Wu and Dalal (2005), whose test pairs the tests check it against.
  public func difference(to other: Lab) -> Double {
    let (l1, a1, b1) = (l, a, b)
    let (l2, a2, b2) = (other.l, other.a, other.b)
    let c1 = (a1 * a1 + b1 * b1).squareRoot()
    let c2 = (a2 * a2 + b2 * b2).squareRoot()
    let meanC = (c1 + c2) / 2
    let meanC7 = pow(meanC, 7)
    let g = 0.5 * (1 - (meanC7 / (meanC7 + pow(25, 7))).squareRoot())
    let a1p = (1 + g) * a1
    let a2p = (1 + g) * a2
    let c1p = (a1p * a1p + b1 * b1).squareRoot()
    let c2p = (a2p * a2p + b2 * b2).squareRoot()
    let h1p = Self.hueDegrees(b1, a1p)
    let h2p = Self.hueDegrees(b2, a2p)

    let deltaL = l2 - l1
    let deltaC = c2p - c1p
    var deltah = 0.0
    if c1p * c2p != 0 {
      deltah = h2p - h1p
      if deltah > 180 { deltah -= 360 } else if deltah < -180 { deltah += 360 }
    }
    let deltaH = 2 * (c1p * c2p).squareRoot() * sin(Self.radians(deltah / 2))

    let meanL = (l1 + l2) / 2
    let meanCp = (c1p + c2p) / 2
    var meanH = h1p + h2p
    if c1p * c2p != 0 {
      if abs(h1p - h2p) <= 180 {
        meanH /= 2
      } else {
        meanH = h1p + h2p < 360 ? (h1p + h2p + 360) / 2 : (h1p + h2p - 360) / 2
      }
    }
    let t = 1 - 0.17 * cos(Self.radians(meanH - 30)) + 0.24 * cos(Self.radians(2 * meanH))
      + 0.32 * cos(Self.radians(3 * meanH + 6)) - 0.20 * cos(Self.radians(4 * meanH - 63))
    let deltaTheta = 30 * exp(-pow((meanH - 275) / 25, 2))
    let meanCp7 = pow(meanCp, 7)
    let rc = 2 * (meanCp7 / (meanCp7 + pow(25, 7))).squareRoot()
    let meanL50 = (meanL - 50) * (meanL - 50)
    let sl = 1 + 0.015 * meanL50 / (20 + meanL50).squareRoot()
    let sc = 1 + 0.045 * meanCp
    let sh = 1 + 0.015 * meanCp * t
    let rt = -sin(Self.radians(2 * deltaTheta)) * rc
    let termL = deltaL / sl
    let termC = deltaC / sc
    let termH = deltaH / sh
    return (termL * termL + termC * termC + termH * termH + rt * termC * termH).squareRoot()
  }

  private static func hueDegrees(_ b: Double, _ a: Double) -> Double {
    if a == 0 && b == 0 { return 0 }
    let h = atan2(b, a) * 180 / .pi
    return h < 0 ? h + 360 : h
  }

  private static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
}

/// A kind of colour blindness, to see a palette as a player who has it would.
///
/// The matrices are Machado, Oliveira and Fernandes (2009) at severity 1.0 (the
/// dichromacies), applied to linear RGB as the paper does.
public enum ColourVision: String, CaseIterable, Sendable {
  case protanopia, deuteranopia, tritanopia

  var matrix: [[Double]] {
    switch self {
    case .protanopia:
      [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]]
    case .deuteranopia:
      [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881]]
    case .tritanopia:
      [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.303900]]
    }
  }

  /// How `colour` looks to this kind of vision, in linear RGB clamped to what a screen can show.
  public func simulate(_ colour: RGB) -> LinearRGB {
    let c = colour.linear
    let v = [c.red, c.green, c.blue]
    let out = matrix.map { row in min(1, max(0, row[0] * v[0] + row[1] * v[1] + row[2] * v[2])) }
    return LinearRGB(red: out[0], green: out[1], blue: out[2])
  }
}

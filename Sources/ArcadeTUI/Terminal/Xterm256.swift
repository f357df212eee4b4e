/// xterm's 256-colour palette above the sixteen the player's terminal theme may redefine.
enum Xterm256 {
  static let cubeLevels: [UInt8] = [0, 95, 135, 175, 215, 255]

  /// The RGB of palette entry `index` (16…255): the 6×6×6 cube, then 24 greys.
  static func rgb(_ index: Int) -> RGB {
    if index >= 232 {
      let grey = UInt8(8 + 10 * (index - 232))
      return RGB(red: grey, green: grey, blue: grey)
    }
    let cube = index - 16
    return RGB(red: cubeLevels[cube / 36], green: cubeLevels[cube / 6 % 6], blue: cubeLevels[cube % 6])
  }

  /// The entry (16…255) that is `rgb` exactly, or else the nearest as eyes see it.
  ///
  /// Entries 0–15 are left out: terminals recolour them to their own scheme, so they
  /// would not be the colour the theme was measured with.
  static func index(nearest rgb: RGB) -> Int {
    if let r = cubeLevels.firstIndex(of: rgb.red), let g = cubeLevels.firstIndex(of: rgb.green),
      let b = cubeLevels.firstIndex(of: rgb.blue)
    {
      return 16 + 36 * r + 6 * g + b
    }
    if rgb.red == rgb.green, rgb.green == rgb.blue, (8...238).contains(rgb.red), (rgb.red - 8) % 10 == 0 {
      return 232 + Int(rgb.red - 8) / 10
    }
    let lab = rgb.lab
    return (16...255).min { lab.difference(to: Self.rgb($0).lab) < lab.difference(to: Self.rgb($1).lab) }!
  }
}

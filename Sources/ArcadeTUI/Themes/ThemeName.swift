import Foundation

/// The looks a player can choose in Settings, with `--color-theme` or with `ARCADE_THEME`.
public enum ThemeName: String, CaseIterable, Sendable, Hashable {
  case dark
  case light
  case highContrast = "high-contrast"
  case colourBlind = "colour-blind"
  case plain

  /// As Settings and the help name it.
  public var title: String {
    switch self {
    case .dark: "Dark"
    case .light: "Light"
    case .highContrast: "High contrast"
    case .colourBlind: "Colour-blind safe"
    case .plain: "Plain"
    }
  }

  /// A theme from what a person typed: any case, American spelling, spaces or underscores for hyphens.
  public init?(typed text: String) {
    let folded = text.lowercased().replacingOccurrences(of: "_", with: "-").replacingOccurrences(of: " ", with: "-")
      .replacingOccurrences(of: "color", with: "colour")
    switch folded {
    case "colourblind", "colour-blind-safe": self = .colourBlind
    case "highcontrast", "contrast": self = .highContrast
    case "none", "no-colour", "mono", "monochrome": self = .plain
    default:
      guard let name = ThemeName(rawValue: folded) else { return nil }
      self = name
    }
  }

  /// The names `--color-theme` takes, for its help and its error.
  public static var namesForHelp: String { allCases.map(\.rawValue).joined(separator: ", ") }
}

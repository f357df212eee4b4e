import Foundation

/// The themes of `data/wordsearch`, read once: those that load, and the error of each that does not.
public struct WordSearchThemeLibrary: Sendable, Hashable, LoadableContent {
  /// By file name; the default theme ("Mobile", the original game's) first.
  public let themes: [WordSearchTheme]
  /// One line per broken file or an unreadable folder; the other themes stay playable.
  public let problems: [String]

  /// Reads `<dataDirectory>/wordsearch/*.txt`, each file through `ContentFile` (no FIFO, device or huge file).
  public static func load(dataDirectory: String) -> WordSearchThemeLibrary {
    let folder = dataDirectory + "/wordsearch"
    let paths: [String]
    do {
      paths = try ContentFile.files(in: folder, ending: ".txt")
    } catch {
      return WordSearchThemeLibrary(themes: [], problems: ["\(folder): cannot be read — reinstall the game's data folder"])
    }
    var themes: [WordSearchTheme] = []
    var problems: [String] = []
    for path in paths {
      do {
        let theme = try WordSearchTheme(decoding: try ContentFile.read(path), file: path)
        if WordSearchTheme.named(theme.name, in: themes) != nil {
          problems.append("\(path): a second theme called \(theme.name)")
        } else {
          themes.append(theme)
        }
      } catch {
        problems.append(error.description)
      }
    }
    let ordered = themes.filter { $0.name == WordSearchTheme.defaultName } + themes.filter { $0.name != WordSearchTheme.defaultName }
    return WordSearchThemeLibrary(themes: ordered, problems: problems)
  }

  public var names: [String] { themes.map(\.name) }

  public init(themes: [WordSearchTheme], problems: [String]) {
    self.themes = themes
    self.problems = problems
  }
}

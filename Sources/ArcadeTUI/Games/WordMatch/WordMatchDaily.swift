import ArcadeCore
import Foundation

extension DailyGame {
  /// WordMatch's daily, as the core deals it (`WordMatchGame.daily`): one per language pair (the list the player last
  /// chose).
  static var wordMatch: DailyGame {
    DailyGame(
      game: .wordmatch,
      key: { services in key(for: services) },
      keys: { content in content.get(WordMatchLibrary.self).entries.compactMap { $0.list?.boardCode } },
      dealt: { day, key, seed, services in
        let library = services.content.get(WordMatchLibrary.self)
        guard let entry = library.entries.first(where: { $0.list?.boardCode == key }), let list = entry.list else {
          return .failure(DailyUnavailable("no word list for \(key.isEmpty ? "WordMatch" : key)"))
        }
        var choices = WordMatchChoices.standard
        choices.listFile = entry.fileName
        choices.options = WordMatchGame.dailyOptions
        let game = WordMatchGame.daily(seed: seed, list: list)
        return DailyOpening.of(game, options: choices)
      })
  }

  /// The pair of the list the player last chose: read from that one file, once a run (the Daily screen's first
  /// frame would otherwise wait for every list to load).
  /// Kept in the store too, with the file's size and time, so the Daily screen's first frame reads no list at all
  /// until the list changes.
  static func key(for services: ArcadeServices) -> String {
    let file = services.player.rememberedOptionsJSON(for: .wordmatch)?["listFile"] as? String ?? WordMatchLeaderboards.defaultPair + ".json"
    if let known = services.dailyKeys["wordmatch/" + file] { return known }
    let path = services.dataDirectory + "/wordmatch/" + file
    let stamp = fileStamp(path).map { "\(file)|\($0)|" }
    let stored = stamp.flatMap { stamp in
      ((try? services.scores?.setting(keySetting)) ?? nil).flatMap { $0.hasPrefix(stamp) ? String($0.dropFirst(stamp.count)) : nil }
    }
    let key = stored ?? (file.isEmpty ? nil : try? WordList(contentsOfFile: path))?.boardCode ?? list(for: services)?.boardCode ?? ""
    if stored == nil, let stamp { try? services.scores?.setSetting(keySetting, stamp + key) }
    services.dailyKeys["wordmatch/" + file] = key
    return key
  }

  static let keySetting = "daily.key wordmatch"

  /// "size mtime" of a file, or nil when it cannot be read.
  static func fileStamp(_ path: String) -> String? {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
      let size = attributes[.size] as? NSNumber, let modified = attributes[.modificationDate] as? Date
    else { return nil }
    return "\(size.int64Value) \(modified.timeIntervalSince1970)"
  }

  /// The list the player last chose, else the standard one.
  static func list(for services: ArcadeServices) -> WordList? {
    let library = services.content.get(WordMatchLibrary.self)
    let file = (services.player.rememberedOptions(for: .wordmatch) ?? WordMatchChoices.standard).listFile
    return library.preferredIndex(for: file).flatMap { library.entries[$0].list }
  }
}

/// One file of `data/wordmatch`: a list ready to play, or the error that keeps it off (it names the file).
public struct WordMatchListEntry: Sendable, Hashable {
  /// The file name ("en-es.json"), how choices remember a list.
  public let fileName: String
  public let content: Result<WordList, ContentError>

  public var list: WordList? { try? content.get() }

  public var problem: ContentError? {
    if case .failure(let error) = content { error } else { nil }
  }
}

/// The word lists the player can choose from, read once per run through `services.content`.
public struct WordMatchLibrary: Sendable, Hashable, LoadableContent {
  /// Every `*.json` file of the folder, good or broken: the default pair first (as on the leaderboard), then by file name.
  public let entries: [WordMatchListEntry]
  /// Set when the folder itself cannot be read; then `entries` is empty.
  public let folderProblem: ContentError?

  /// Reads `<dataDirectory>/wordmatch`; a broken file becomes an entry with its error, never a crash.
  public static func load(dataDirectory: String) -> WordMatchLibrary {
    let folder = dataDirectory + "/wordmatch"
    let paths: [String]
    do {
      paths = try WordList.files(in: folder)
    } catch {
      return WordMatchLibrary(entries: [], folderProblem: error)
    }
    let entries = paths.map { path in
      WordMatchListEntry(
        fileName: String(path.split(separator: "/").last ?? Substring(path)),
        content: Result { () throws(ContentError) in try WordList(contentsOfFile: path) })
    }
    // A stable sort: only the default pair moves.
    let first = WordMatchLeaderboards.defaultPair + ".json"
    let ordered = entries.enumerated().sorted { a, b in
      (a.element.fileName == first ? 0 : 1, a.offset) < (b.element.fileName == first ? 0 : 1, b.offset)
    }.map(\.element)
    return WordMatchLibrary(entries: ordered, folderProblem: nil)
  }

  /// The codes of the lists that loaded ("en-es"), for messages.
  public var codes: [String] { entries.compactMap { $0.list?.code } }

  /// The entry to start on: the remembered file if it still loads, else the first good list.
  public func preferredIndex(for fileName: String?) -> Int? {
    if let fileName, let index = entries.firstIndex(where: { $0.fileName == fileName && $0.list != nil }) {
      return index
    }
    return entries.firstIndex { $0.list != nil }
  }

  /// The list a round was dealt from: the same languages and edition; nil when this arcade does not have it.
  public func list(dealing deal: WordMatchDeal) -> WordList? {
    entries.lazy.compactMap(\.list).first { list in
      list.source.code == deal.source.code && list.target.code == deal.target.code && list.edition == deal.edition
    }
  }
}

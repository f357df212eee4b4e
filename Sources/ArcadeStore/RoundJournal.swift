import ArcadeCore
import Foundation
import GRDB

/// The append-only journal of rounds waiting to be saved, beside the database: one JSON line a round.
///
/// A round that cannot be saved when it ends (the file locked, read-only, full
/// or damaged) is appended here and fsynced, and the next arcade that can write
/// the database saves every line in one transaction, then empties the journal.
/// Each line carries a UUID stored with the round under a unique index, so a crash
/// between that commit and the truncation saves nothing twice. Every process
/// takes `flock` on the journal before touching it, and one that finds the file
/// it locked already unlinked (emptied by another) opens the new one.
public struct RoundJournal: Sendable, Hashable {
  /// The journal file.
  public let path: String

  /// The name beside the database: `arcade.sqlite` → `arcade.sqlite.waiting.jsonl`.
  public static let suffix = ".waiting.jsonl"

  public init(beside databasePath: String) {
    path = databasePath + Self.suffix
  }

  /// The lines as read: the rounds, and how many lines are not rounds (kept, never deleted).
  public struct Contents: Sendable, Hashable {
    public var rounds: [WaitingRound] = []
    public var unreadableLines = 0
  }

  /// Why the journal could not be written or read, as one line.
  public struct Problem: Error, Sendable, Hashable, CustomStringConvertible {
    public var path: String
    public var reason: String
    public var description: String { "cannot write the journal \(sanitizedPath(path)): \(reason)" }
  }

  /// A journal bigger than this is not read whole (nobody finishes that many rounds unsaved).
  static let readLimit = 16 << 20

  /// Appends `round` as one line and fsyncs it before returning.
  public func append(_ round: WaitingRound) throws(Problem) {
    var line: Data
    do {
      line = try round.encodedLine()
    } catch {
      throw problem("the round could not be encoded")
    }
    line.append(UInt8(ascii: "\n"))
    // Mode bits are honoured for root too, as for the database: a folder or journal made read-only stays so.
    if let reason = readOnlyReason() { throw problem(reason) }
    let file = try lockedFile(creating: true)
    defer { close(file) }
    let size = lseek(file, 0, SEEK_END)
    var last: UInt8 = UInt8(ascii: "\n")
    // A line cut short by a crash gets its own line end, so this round is not glued to it.
    if size > 0, pread(file, &last, 1, size - 1) == 1, last != UInt8(ascii: "\n") {
      line.insert(UInt8(ascii: "\n"), at: 0)
    }
    do throws(Problem) {
      try write(line, to: file)
      guard fsync(file) == 0 else { throw problem(errno) }
    } catch where error.reason == Self.diskFull && reserve.release() {
      // The disk filled up since the arcade started: the room set aside then takes this round.
      _ = ftruncate(file, size)
      try write(line, to: file)
      guard fsync(file) == 0 else { throw problem(errno) }
    }
    if size == 0 { syncFolder() }
  }

  /// The room set aside for this journal (see `JournalReserve`).
  public var reserve: JournalReserve { JournalReserve(beside: path) }

  private func readOnlyReason() -> String? {
    var info = stat()
    if stat(path, &info) == 0, info.st_mode & 0o222 == 0 { return "it is read-only" }
    let folder = (path as NSString).deletingLastPathComponent
    if stat(folder.isEmpty ? "." : folder, &info) == 0, info.st_mode & 0o222 == 0 { return "its folder is read-only" }
    return nil
  }

  /// Reads the journal without locking or changing it (for counts and messages); empty when there is none.
  public func read() -> Contents {
    guard case .regular = FileKind.of(path) else { return Contents() }
    let file = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOFOLLOW)
    guard file >= 0 else { return Contents() }
    defer { close(file) }
    return Self.parse(readAll(file))
  }

  /// Saves every waiting round into `store` in one transaction, then empties the journal (lines that are not
  /// rounds stay). Returns the uids saved. Does nothing when another process holds the journal.
  @discardableResult
  public func replay(into store: ScoreStore) throws(StoreError) -> [String] {
    guard case .regular = FileKind.of(path) else { return [] }
    let file: Int32
    do {
      file = try lockedFile(creating: false)
    } catch {
      return []
    }
    defer { close(file) }
    let bytes = readAll(file)
    let contents = Self.parse(bytes)
    if !contents.rounds.isEmpty { try store.save(waiting: contents.rounds) }
    // Saved: what remains are the lines that are not rounds, rewritten in place so a process
    // waiting for the lock on this file still appends to the file others read.
    let kept = Self.unreadableLines(bytes)
    if kept.isEmpty {
      unlink(path)
      _ = ftruncate(file, 0)
    } else if !contents.rounds.isEmpty {
      _ = ftruncate(file, 0)
      _ = pwriteAll(kept, to: file)
    }
    _ = fsync(file)
    return contents.rounds.map(\.uid)
  }

  // MARK: - Files

  /// Opens the journal (creating it if asked) and takes its exclusive `flock`, retrying briefly:
  /// another process holds it only while it appends a line or saves a handful of rounds.
  private func lockedFile(creating: Bool) throws(Problem) -> Int32 {
    for _ in 0..<3 {
      let flags = O_RDWR | O_APPEND | O_NONBLOCK | O_CLOEXEC | O_NOFOLLOW | (creating ? O_CREAT : 0)
      let file = open(path, flags, 0o644)
      guard file >= 0 else { throw problem(errno) }
      var info = stat()
      guard fstat(file, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
        close(file)
        throw problem("it is not a regular file")
      }
      var attempts = 0
      while flock(file, LOCK_EX | LOCK_NB) != 0 {
        attempts += 1
        if attempts > 20 {
          close(file)
          throw problem("another arcade holds it")
        }
        usleep(5_000)
      }
      // Emptied and removed by another process while we waited: open the file that is there now.
      if fstat(file, &info) == 0, info.st_nlink == 0 {
        close(file)
        continue
      }
      return file
    }
    throw problem("it keeps being replaced")
  }

  private func readAll(_ file: Int32) -> Data {
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    var offset: off_t = 0
    while data.count < Self.readLimit {
      let count = pread(file, &buffer, buffer.count, offset)
      if count <= 0 { break }
      data.append(contentsOf: buffer[0..<count])
      offset += off_t(count)
    }
    return data
  }

  private func write(_ data: Data, to file: Int32) throws(Problem) {
    var written = 0
    while written < data.count {
      let count = data.withUnsafeBytes { Glibc.write(file, $0.baseAddress! + written, data.count - written) }
      if count < 0 {
        if errno == EINTR { continue }
        throw problem(errno)
      }
      written += count
    }
  }

  private func pwriteAll(_ data: Data, to file: Int32) -> Bool {
    (try? write(data, to: file)) != nil
  }

  /// Makes the journal's name durable too, not only its bytes.
  private func syncFolder() {
    let folder = (path as NSString).deletingLastPathComponent
    let handle = open(folder.isEmpty ? "." : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if handle >= 0 {
      _ = fsync(handle)
      close(handle)
    }
  }

  private func problem(_ reason: String) -> Problem { Problem(path: path, reason: reason) }

  private func problem(_ code: Int32) -> Problem {
    problem(code == ENOSPC ? Self.diskFull : String(cString: strerror(code)).lowercased())
  }

  private static let diskFull = "the disk is full"

  // MARK: - Lines

  static func parse(_ bytes: Data) -> Contents {
    var contents = Contents()
    var seen = Set<String>()
    for line in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true) {
      if let round = WaitingRound(line: Data(line)) {
        if seen.insert(round.uid).inserted { contents.rounds.append(round) }
      } else {
        contents.unreadableLines += 1
      }
    }
    return contents
  }

  /// The lines that are not rounds, each with its newline.
  static func unreadableLines(_ bytes: Data) -> Data {
    var kept = Data()
    for line in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true)
    where WaitingRound(line: Data(line)) == nil {
      kept.append(contentsOf: line)
      kept.append(UInt8(ascii: "\n"))
    }
    return kept
  }
}

private func sanitizedPath(_ path: String) -> String { sanitizedForDisplay(path) }

extension ScoreStore {
  /// Saves waiting rounds in one transaction; rounds already stored under their uid are not saved again.
  @discardableResult
  public func save(waiting rounds: [WaitingRound]) throws(StoreError) -> [Int64] {
    try writing { db in try rounds.map { try Self.insert($0.round, uid: $0.uid, in: db) } }
  }
}

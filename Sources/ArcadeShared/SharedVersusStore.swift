#if SharedBoard
import ArcadeCore
import Foundation
import Glibc
import Synchronization

/// Live matches on the shared board, between members on different machines: rows on the server, and PostgreSQL's
/// LISTEN/NOTIFY to wake the other side.
///
/// Screens never wait on the network to read: a thread of its own listens, reads again the match each notice names,
/// and keeps what it read here; then it writes a byte to a pipe the screens wait on beside the keys (`wake`). A write
/// (a move, a challenge) goes to the server at once and reads its match back. When the server is lost, `problem`
/// says so, the screens keep what they last read, and the thread connects again and reads everything anew.
public final class SharedVersusStore: VersusStore, Sendable {
  /// Writes and reads, with their own connection.
  let client: SharedBoardClient
  /// The connection that listens.
  private let listener: SharedBoardClient
  let state = Mutex(State())
  private let pipe: (read: Int32, write: Int32)
  static let kept = VersusMatch.newestRead
  /// The most matches read one by one for one wake of the listening thread.
  static let rereadsPerWake = 16
  /// Where moves made while the server was away wait (`SharedVersusStore+Pending.swift`).
  let pendingPath: String?

  struct State {
    var matches: [String: VersusMatch] = [:]
    var races: [String: VersusRace] = [:]
    /// The server's clock less this machine's, in milliseconds.
    var offset: Int64 = 0
    var problem: String?
    var closed = false
    /// Writes made while the server was away (`SharedVersusStore+Pending.swift`).
    var pending = Pending()
    /// Reads of the server, counted (a flood of notices must not turn into a flood of queries).
    var reads = 0
  }

  /// How many reads the store has made of the server.
  var readCount: Int { state.withLock(\.reads) }


  /// `pendingPath` keeps moves made while the server is away (beside the local score file); nil keeps them in memory.
  public init(url: SharedBoardURL, pendingPath: String? = nil, connectTimeout: Double = 2, queryTimeout: Double = 3) {
    self.pendingPath = pendingPath
    client = SharedBoardClient(url: url, connectTimeout: connectTimeout, queryTimeout: queryTimeout)
    listener = SharedBoardClient(url: url, connectTimeout: connectTimeout, queryTimeout: queryTimeout)
    var ends: [Int32] = [-1, -1]
    if Glibc.pipe(&ends) == 0 {
      for end in ends {
        _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        _ = fcntl(end, F_SETFD, FD_CLOEXEC)
      }
    }
    pipe = (ends[0], ends[1])
    if let pendingPath, let saved = FileManager.default.contents(atPath: pendingPath) {
      if let pending = Pending(saved: saved) {
        state.withLock { $0.pending = pending }
      } else {
        // Not ours to read, and not ours to lose: set aside under another name.
        _ = rename(pendingPath, pendingPath + ".damaged")
      }
    }
    Thread.detachNewThread { [self] in listen() }
  }

  /// Stops listening and closes the connections (the thread ends within a second).
  public func close() {
    state.withLock { $0.closed = true }
    listener.close()
    client.close()
  }

  public var wake: VersusWake? { pipe.read >= 0 ? .descriptor(pipe.read) : nil }
  /// A member plays as their login: the server lets no one post, take or move as another.
  public var seatedPlayer: String? { client.url.user }
  public var place: String { "the shared board" }
  public var problem: String? { state.withLock { $0.problem } }

  /// Reads the newest matches now, on the caller's thread, beside the listening one.
  @discardableResult
  public func catchUp() -> Bool {
    do {
      let server = try client.serverMilliseconds()
      state.withLock { $0.offset = server - Int64((Date().timeIntervalSince1970 * 1000).rounded()) }
      try readAll()
      return true
    } catch {
      note(error)
      return false
    }
  }

  // MARK: - Reading: what the listening thread last read

  public func openChallenges(limit: Int) -> [VersusMatch] { newest(limit) { $0.isOpen } }
  public func takenMatches(limit: Int) -> [VersusMatch] { newest(limit) { !$0.isOpen } }
  public func match(_ uid: String) -> VersusMatch? { state.withLock { $0.matches[uid] } }

  private func newest(_ limit: Int, where kept: (VersusMatch) -> Bool) -> [VersusMatch] {
    let all = state.withLock { Array($0.matches.values) }
    return Array(all.filter(kept).sorted { ($0.createdAt, $0.uid) > ($1.createdAt, $1.uid) }.prefix(limit))
  }

  // MARK: - Listening

  /// Connects, listens, reads everything, then reads again each match a notice names; after a lost connection, waits
  /// (half a second, doubling to ten) and starts over.
  private func listen() {
    var retry = 0.5
    while !state.withLock(\.closed) {
      let told = Mutex<Set<String>>([])
      let arrived = DispatchSemaphore(value: 0)
      do {
        let connection = try listener.listen(to: SharedSchema.versusChannel) { uid in
          told.withLock { _ = $0.insert(uid) }
          arrived.signal()
        }
        let before = Date()
        let server = try listener.serverMilliseconds()
        let local = Int64(((before.timeIntervalSince1970 + Date().timeIntervalSince1970) / 2 * 1000).rounded())
        state.withLock { $0.offset = server - local }
        try readAll()
        try sendPending()
        retry = 0.5
        while !state.withLock(\.closed), !connection.isClosed {
          _ = arrived.wait(timeout: .now() + 1)
          let uids = told.withLock { told in
            defer { told = [] }
            return told
          }
          // Notices are anyone's to send (NOTIFY takes any payload): past a handful at once, one bounded read of
          // everything costs less than a query for each.
          if uids.count > Self.rereadsPerWake {
            try readAll()
          } else {
            for uid in uids { try reread(uid) }
          }
          if !uids.isEmpty { wakeScreens() }
        }
        if !state.withLock(\.closed) { note(.unreachable("\(client.url.endpoint) closed the connection")) }
      } catch {
        note(error)
      }
      // A connection left open after a failed read would gather a second listener: start afresh.
      listener.close()
      guard !state.withLock(\.closed) else { break }
      Thread.sleep(forTimeInterval: retry)
      retry = min(retry * 2, 10)
    }
    Glibc.close(pipe.write)
  }

  private func readAll() throws(SharedBoardError) {
    let offset = state.withLock { state in
      state.reads += 1
      return state.offset
    }
    let read = try SharedVersusRows.read(client, limit: Self.kept, offset: offset)
    // A board set up before races (schema 7) has matches and no races.
    let races = (try? SharedRaceRows.read(client, limit: Self.kept, offset: offset)) ?? []
    state.withLock { state in
      state.matches = Dictionary(read.map { ($0.uid, $0) }, uniquingKeysWith: { first, _ in first })
      state.races = Dictionary(races.map { ($0.uid, $0) }, uniquingKeysWith: { first, _ in first })
      state.problem = nil
    }
    showPending()
    wakeScreens()
  }

  /// What the listening thread last read of the races.
  func races<Result>(_ body: ([String: VersusRace]) -> Result) -> Result { state.withLock { body($0.races) } }

  /// Reads one match again (gone from here when it is gone from the server: a challenge declined).
  func reread(_ uid: String) throws(SharedBoardError) {
    guard uid.utf8.count <= VersusMatch.longestUID else { return }
    let offset = state.withLock { state in
      state.reads += 1
      return state.offset
    }
    let read = try SharedVersusRows.read(client, uid: uid, limit: 1, offset: offset).first
    let race = (try? SharedRaceRows.read(client, uid: uid, limit: 1, offset: offset))?.first
    state.withLock { state in
      state.matches[uid] = read
      state.races[uid] = race
      state.problem = nil
      if state.races.count > Self.kept * 2 {
        let oldest = state.races.values.sorted { $0.createdAt < $1.createdAt }.prefix(state.races.count - Self.kept)
        for race in oldest { state.races[race.uid] = nil }
      }
      if state.matches.count > Self.kept * 2 {
        let oldest = state.matches.values.sorted { $0.createdAt < $1.createdAt }.prefix(state.matches.count - Self.kept)
        for match in oldest { state.matches[match.uid] = nil }
      }
    }
    showPending()
  }


  func note(_ error: SharedBoardError) {
    let line: String =
      switch error {
      case .unreachable, .timedOut: SharedScoreKeeper.unreachableLine(error, waiting: 0)
      default: "shared board: \(error)"
      }
    state.withLock { $0.problem = line }
    wakeScreens()
  }

  /// One byte down the pipe: the screens read again. A full pipe already says so.
  private func wakeScreens() {
    var byte: UInt8 = 0x2E
    _ = Glibc.write(pipe.write, &byte, 1)
  }
}
#endif

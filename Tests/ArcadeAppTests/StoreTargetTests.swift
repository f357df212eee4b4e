import ArcadeTestSupport
import ArcadeStore
import Testing
@testable import arcade

/// `--db`, `--local` and ARCADE_DB: a path is a file as before, a postgres:// URL a shared board.
@Suite struct StoreTargetTests {
  let home = ["HOME": "/home/ana"]
  let defaultFile = StoreLocation(path: "/home/ana/.local/share/swift-arcade/arcade.sqlite", source: .home)

  @Test func aPathIsAFileAsBefore() throws {
    #expect(try StoreTarget.resolve(db: "/tmp/x.sqlite", local: nil, environment: home) == .file(StoreLocation(path: "/tmp/x.sqlite", source: .option)))
    #expect(try StoreTarget.resolve(db: nil, local: nil, environment: home) == .file(defaultFile))
    #expect(
      try StoreTarget.resolve(db: nil, local: nil, environment: home.merging(["ARCADE_DB": "/tmp/e.sqlite"]) { $1 })
        == .file(StoreLocation(path: "/tmp/e.sqlite", source: .environment)))
  }

  /// A build without the shared board names the switch that builds it in, for --db and ARCADE_DB alike.
  @Test func aURLWithoutTheSharedBoardNamesTheSwitch() throws {
    let environment = home.merging(["ARCADE_DB": "postgres://ana@db/club"]) { $1 }
    #expect(StoreTarget.missingSharedBoard(db: nil, environment: environment) != nil || StoreTarget.sharedBoardIsBuiltIn)
    #expect(StoreTarget.missingSharedBoard(db: "/tmp/x.sqlite", environment: environment) == nil)
    guard !StoreTarget.sharedBoardIsBuiltIn else { return }
    #expect(StoreTarget.missingSharedBoard(db: "postgres://ana@db/club", environment: home)?.contains("make run SHARED_BOARD=1") == true)
    #expect {
      try StoreTarget.resolve(db: "postgres://ana@db/club", local: nil, environment: home)
    } throws: { error in
      if case StoreTargetError.sharedBoardNotBuiltIn = error { true } else { false }
    }
  }

  @Test(.enabled(if: StoreTarget.sharedBoardIsBuiltIn, "built without the shared board"))
  func aURLIsASharedBoardInFrontOfTheDefaultFile() throws {
    guard case .shared(let url, let local) = try StoreTarget.resolve(db: "postgres://ana@db/club", local: nil, environment: home) else {
      Issue.record("not a shared board")
      return
    }
    #expect(url.description == "postgres://ana@db:5432/club")
    #expect(local == defaultFile)
  }

  @Test(.enabled(if: StoreTarget.sharedBoardIsBuiltIn, "built without the shared board"))
  func aURLInARCADE_DBKeepsTheDefaultFileAndLocalNamesAnother() throws {
    let environment = home.merging(["ARCADE_DB": "postgres://ana@db/club"]) { $1 }
    guard case .shared(_, let local) = try StoreTarget.resolve(db: nil, local: nil, environment: environment) else {
      Issue.record("not a shared board")
      return
    }
    #expect(local == defaultFile)
    guard case .shared(_, let named) = try StoreTarget.resolve(db: nil, local: "/tmp/l.sqlite", environment: environment) else {
      Issue.record("not a shared board")
      return
    }
    #expect(named.path == "/tmp/l.sqlite")
    // --db PATH still wins over a URL in ARCADE_DB.
    #expect(try StoreTarget.resolve(db: "/tmp/x.sqlite", local: nil, environment: environment) == .file(StoreLocation(path: "/tmp/x.sqlite", source: .option)))
  }

  @Test func localWithoutABoardIsRefused() {
    #expect(throws: StoreTargetError.self) { try StoreTarget.resolve(db: "/tmp/x.sqlite", local: "/tmp/l.sqlite", environment: home) }
  }
}

#if SharedBoard
import ArcadeTestSupport
import Foundation
import Testing

@testable import ArcadeShared

@Suite("Shared board URLs and passwords")
struct SharedBoardURLTests {
  @Test func readsEveryPart() throws {
    let url = try SharedBoardURL(parsing: "postgres://ana@db.example:6543/club?sslmode=require", environment: [:])
    #expect(url.user == "ana")
    #expect(url.host == "db.example")
    #expect(url.port == 6543)
    #expect(url.database == "club")
    #expect(url.tls == .require)
    #expect(url.password == nil)
    #expect(url.description == "postgres://ana@db.example:6543/club")
    #expect(url.serverKey == "db.example:6543/club")
  }

  @Test func defaultsAreLibpqs() throws {
    let url = try SharedBoardURL(parsing: "postgresql://ana@db.example", environment: [:])
    #expect(url.port == 5432)
    #expect(url.database == "ana")
    #expect(url.tls == .prefer)
  }

  @Test func thePasswordComesFromTheURLThenPGPASSWORDThenThePasswordFile() throws {
    let folder = try TemporaryFolder()
    let passfile = folder.file("pgpass")
    try "db.example:5432:club:ana:from-file\n".write(toFile: passfile, atomically: true, encoding: .utf8)
    chmod(passfile, 0o600)
    let environment = ["PGPASSWORD": "from-env", "PGPASSFILE": passfile]
    #expect(try SharedBoardURL(parsing: "postgres://ana:from%40url@db.example/club", environment: environment).password == "from@url")
    #expect(try SharedBoardURL(parsing: "postgres://ana@db.example/club", environment: environment).password == "from-env")
    #expect(try SharedBoardURL(parsing: "postgres://ana@db.example/club", environment: ["PGPASSFILE": passfile]).password == "from-file")
    #expect(try SharedBoardURL(parsing: "postgres://bob@db.example/club", environment: ["PGPASSFILE": passfile]).password == nil)
  }

  @Test func aPasswordFileOthersCanReadIsIgnored() throws {
    let folder = try TemporaryFolder()
    let passfile = folder.file("pgpass")
    try "*:*:*:*:secret\n".write(toFile: passfile, atomically: true, encoding: .utf8)
    chmod(passfile, 0o644)
    #expect(try SharedBoardURL(parsing: "postgres://ana@h/d", environment: ["PGPASSFILE": passfile]).password == nil)
    chmod(passfile, 0o600)
    #expect(try SharedBoardURL(parsing: "postgres://ana@h/d", environment: ["PGPASSFILE": passfile]).password == "secret")
  }

  @Test func passwordFileLinesTakeWildcardsAndEscapes() {
    let text = """
      # a comment
      other:5432:*:ana:no
      db\\:1:*:club:ana:p\\:a\\\\ss
      """
    #expect(PasswordFile.password(in: text, host: "db:1", port: 5432, database: "club", user: "ana") == "p:a\\ss")
    #expect(PasswordFile.password(in: text, host: "db:1", port: 5432, database: "club", user: "bob") == nil)
  }

  @Test(arguments: [
    ("postgres://db.example/club", "names no user"),
    ("postgres://ana:hunter2@/club", "names no host"),
    ("postgres://ana:hunter2@db.example/club?sslmode=sometimes", "is not one of disable, prefer, require, verify-full"),
    ("postgres://ana:hunter2@db.example/club?password=x", "unknown setting password"),
    ("postgres://ana:hunter2@db.example:99999/club", "port"),
  ])
  func aBadURLIsOneLineWithoutThePassword(_ text: String, _ expected: String) {
    #expect {
      try SharedBoardURL(parsing: text, environment: [:])
    } throws: { error in
      let line = "\(error)"
      return line.contains(expected) && !line.contains("hunter2") && !line.contains("\n")
    }
  }

  @Test func theDescriptionNeverHoldsThePassword() throws {
    let url = try SharedBoardURL(parsing: "postgres://ana:hunter2@db.example/club", environment: [:])
    #expect(url.password == "hunter2")
    #expect(!"\(url)".contains("hunter2"))
    #expect(!String(reflecting: url.description).contains("hunter2"))
  }

  @Test func onlyPostgresURLsNameAServer() {
    #expect(SharedBoardURL.isServer("postgres://a@b/c"))
    #expect(SharedBoardURL.isServer("POSTGRESQL://a@b/c"))
    #expect(!SharedBoardURL.isServer("/tmp/postgres://x.sqlite"))
    #expect(!SharedBoardURL.isServer("arcade.sqlite"))
  }
}
#endif

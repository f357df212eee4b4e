import ArcadeTestSupport
import Testing
@testable import arcade

/// Where a password sits in a shared board's URL on the command line, so its bytes can be blanked.
@Suite struct ArgumentPasswordsTests {
  func password(_ argument: String) -> String? {
    let bytes = Array(argument.utf8)
    return ArgumentPasswords.passwordRange(in: bytes).map { String(decoding: bytes[$0], as: UTF8.self) }
  }

  @Test func thePasswordOfAURLIsFound() {
    #expect(password("postgres://ana:s3cr:et@db.example:5432/club") == "s3cr:et")
    #expect(password("--db=postgresql://ana:pw@db/club?sslmode=require") == "pw")
    #expect(password("postgres://ana:p@ss@db/club") == "p@ss")
  }

  @Test func nothingElseIsTouched() {
    #expect(password("postgres://ana@db/club") == nil)
    #expect(password("postgres://db/club") == nil)
    #expect(password("/home/ana/x:y@z.sqlite") == nil)
    #expect(password("postgres://ana:@db/club") == nil)
    #expect(password("--seed") == nil)
  }
}

import ArgumentParser
import Testing

@testable import ArcadeTUI
@testable import arcade

/// `--seed` takes 0 to 2⁶⁴ − 1 and says so when given anything else: "-1" is a wrong value, not a missing one.
@Suite struct SeedOptionTests {
  @Test(arguments: ["-1", "abc", "18446744073709551616", "1.5"])
  func aWrongSeedNamesTheRange(text: String) {
    let message = SeedOption.message(for: (try? SeedOption.parse(["--seed", text])).map { _ in CancellationError() } ?? Self.error(text))
    #expect(message.contains("a seed is a whole number from 0 to 18446744073709551615"), "\(message)")
    #expect(!message.contains("Missing value"))
  }

  @Test func aSeedInTheRangeIsTaken() throws {
    #expect(try SeedOption.parse(["--seed", "18446744073709551615"]).seed == .max)
    #expect(try SeedOption.parse(["--seed", "0"]).seed == 0)
  }

  static func error(_ text: String) -> any Error {
    do {
      _ = try SeedOption.parse(["--seed", text])
      return CancellationError()
    } catch {
      return error
    }
  }
}

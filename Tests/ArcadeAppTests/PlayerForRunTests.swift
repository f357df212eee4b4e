import Testing

@testable import arcade

/// `--player NAME` (or `ARCADE_PLAYER`) names the run's player, with the rules Settings types a name by.
@Suite struct PlayerForRunTests {
  @Test func theFlagComesBeforeTheEnvironmentAndNeitherIsTheFilesPlayer() throws {
    #expect(try PlayerForRun.choose(flag: "ana", environment: ["ARCADE_PLAYER": "eve"]).get() == "ana")
    #expect(try PlayerForRun.choose(flag: nil, environment: ["ARCADE_PLAYER": " eve "]).get() == "eve")
    #expect(try PlayerForRun.choose(flag: nil, environment: [:]).get() == nil)
  }

  @Test(arguments: ["", "   ", "a\u{1B}[31mb", "tab\there", "right\u{202E}left", String(repeating: "w", count: 25), String(repeating: "漢", count: 13)])
  func aNameSettingsWouldNotTakeIsRefused(name: String) {
    guard case .failure(let refused) = PlayerForRun.choose(flag: name, environment: [:]) else {
      Issue.record("'\(name)' was taken")
      return
    }
    #expect(refused.description.hasPrefix("--player: a player name is 1 to 24 columns of printable characters"))
    #expect(!refused.description.contains("\u{1B}"))
  }

  @Test func theEnvironmentsNameIsNamedAsSuch() {
    guard case .failure(let refused) = PlayerForRun.choose(flag: nil, environment: ["ARCADE_PLAYER": "\u{7}"]) else {
      Issue.record("a bell was taken as a name")
      return
    }
    #expect(refused.description.hasPrefix("ARCADE_PLAYER: "))
  }
}

import ArcadeTestSupport
import Testing
@testable import ArcadeTUI

/// Light or dark from COLORFGBG and from the terminal's answer to OSC 11.
@Suite struct ThemeDetectionTests {
  @Test(arguments: [
    ("15;0", ThemeName.dark), ("0;15", .light), ("0;default;15", .light), ("7;0", .dark), ("0;7", .light),
    ("15;8", .dark), ("12;4", .dark), ("0;11", .light),
  ])
  func colorFGBGNamesTheBackgroundLast(value: String, expected: ThemeName) {
    #expect(ThemeDetection.theme(colorFGBG: value) == expected)
  }

  @Test(arguments: ["", "default", "15;default", "0;16", "x;y", "0;-1"])
  func colorFGBGWithoutAColourNumberSaysNothing(value: String) {
    #expect(ThemeDetection.theme(colorFGBG: value) == nil)
  }

  @Test func answersInEveryWidthAreRead() {
    #expect(ThemeDetection.background(fromReply: "11;rgb:ffff/ffff/ffff") == RGB(0xFFFFFF))
    #expect(ThemeDetection.background(fromReply: "11;rgb:0000/0000/0000") == RGB(0x000000))
    #expect(ThemeDetection.background(fromReply: "11;rgb:1c1c/2020/2424") == RGB(0x1C2024))
    #expect(ThemeDetection.background(fromReply: "11;rgb:fd/f6/e3") == RGB(0xFDF6E3))
    #expect(ThemeDetection.background(fromReply: "11;rgb:f/8/0") == RGB(0xFF8800))
    #expect(ThemeDetection.background(fromReply: "11;rgba:ffff/ffff/ffff/ffff") == RGB(0xFFFFFF))
    #expect(ThemeDetection.background(fromReply: "11;#eeeeee") == RGB(0xEEEEEE))
  }

  @Test(arguments: ["", "10;rgb:ffff/ffff/ffff", "11;?", "11;rgb:ffff/ffff", "11;rgb:fffff/0/0", "11;rgb:gg/00/00", "11;cmy:1/1/1"])
  func otherReportsAreNoBackground(reply: String) {
    #expect(ThemeDetection.background(fromReply: reply) == nil)
  }

  @Test func theBackgroundsLuminanceDecides() {
    // Common terminal backgrounds: white, Solarized light, GNOME's dark, Solarized dark, black, a mid grey.
    #expect(ThemeDetection.theme(forBackground: RGB(0xFFFFFF)) == .light)
    #expect(ThemeDetection.theme(forBackground: RGB(0xFDF6E3)) == .light)
    #expect(ThemeDetection.theme(forBackground: RGB(0x171421)) == .dark)
    #expect(ThemeDetection.theme(forBackground: RGB(0x002B36)) == .dark)
    #expect(ThemeDetection.theme(forBackground: RGB(0x000000)) == .dark)
    #expect(ThemeDetection.theme(forBackground: RGB(0xB0B0B0)) == .light)
  }

  @Test func theLinuxConsoleAndUnknownTerminalsAreNotAsked() {
    #expect(ThemeDetection.mayAsk(term: "xterm-256color"))
    #expect(ThemeDetection.mayAsk(term: "tmux-256color"))
    #expect(!ThemeDetection.mayAsk(term: "linux"))
    #expect(!ThemeDetection.mayAsk(term: "linux-16color"))
    #expect(!ThemeDetection.mayAsk(term: "dumb"))
    #expect(!ThemeDetection.mayAsk(term: nil))
  }

  @Test func theQuestionIsOSC11EndedBySt() {
    #expect(ThemeDetection.backgroundQuestion == "\u{1B}]11;?\u{1B}\\")
  }
}

/// Which theme a run uses: flags and variables first, then the player's choice, then what the terminal says.
@Suite struct ThemeForRunTests {
  @Test func flagsAndVariablesInOrder() throws {
    func choose(_ flag: String? = nil, noColor: Bool = false, env environment: [String: String] = [:]) throws -> ThemeName? {
      try ThemeForRun.choose(flag: flag, noColorFlag: noColor, environment: environment).get()
    }
    #expect(try choose() == nil)
    #expect(try choose("light") == .light)
    #expect(try choose("High_Contrast") == .highContrast)
    #expect(try choose("color-blind") == .colourBlind)
    #expect(try choose("colourblind") == .colourBlind)
    #expect(try choose(noColor: true) == .plain)
    #expect(try choose("light", noColor: true) == .light)
    #expect(try choose(env: ["NO_COLOR": "1"]) == .plain)
    #expect(try choose(env: ["NO_COLOR": ""]) == nil)
    #expect(try choose(env: ["ARCADE_THEME": "light", "NO_COLOR": "1"]) == .light)
    #expect(try choose(noColor: true, env: ["ARCADE_THEME": "light"]) == .plain)
    #expect(try choose("dark", env: ["ARCADE_THEME": "light"]) == .dark)
  }

  @Test func anUnknownNameIsAnErrorThatListsTheThemes() {
    guard case .failure(let error) = ThemeForRun.choose(flag: "neon", noColorFlag: false, environment: [:]) else {
      Issue.record("neon was taken")
      return
    }
    #expect(error.description == "--color-theme neon: there is no such theme; choose one of dark, light, high-contrast, colour-blind, plain.")
    guard case .failure(let variable) = ThemeForRun.choose(flag: nil, noColorFlag: false, environment: ["ARCADE_THEME": "x"]) else {
      Issue.record("x was taken")
      return
    }
    #expect(variable.description.hasPrefix("ARCADE_THEME x: there is no such theme"))
  }

  @Test func colorFGBGIsReadFromTheEnvironment() {
    #expect(ThemeForRun.detected(environment: ["COLORFGBG": "0;15"]) == .light)
    #expect(ThemeForRun.detected(environment: [:]) == nil)
  }
}

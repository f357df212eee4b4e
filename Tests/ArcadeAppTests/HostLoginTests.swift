import ArcadeCore
import Testing

@testable import arcade

/// What a login to a host brings is the client's to choose: a command, a terminal's name, variables. Each is refused
/// or dropped before the menu runs.
@Suite struct HostLoginTests {
  let playing = ["TERM": "xterm-256color", "SSH_USER_AUTH": "/tmp/auth"]

  @Test func aTerminalLoginPlays() {
    #expect(HostLogin.refusal(environment: playing, isTerminal: true) == nil)
  }

  @Test func aCommandInsteadOfATerminalIsRefused() {
    for command in ["sh", "arcade play --catalog /etc/shadow", "arcade --db /tmp/elsewhere.sqlite", "scp -t /"] {
      var environment = playing
      environment["SSH_ORIGINAL_COMMAND"] = command
      #expect(HostLogin.refusal(environment: environment, isTerminal: true)?.contains("the arcade only") == true, "\(command)")
    }
  }

  @Test func noTerminalIsRefused() {
    #expect(HostLogin.refusal(environment: playing, isTerminal: false)?.contains("needs a terminal") == true)
  }

  @Test func aTerminalNameWithEscapesOrAPathIsRefused() {
    for term in ["", "xterm\u{1b}]0;owned\u{07}", "../../etc/passwd", "/tmp/terminfo", ".hidden", "xterm 256", String(repeating: "x", count: 65), "xtérm"] {
      var environment = playing
      environment["TERM"] = term
      #expect(HostLogin.refusal(environment: environment, isTerminal: true)?.contains("TERM") == true, "\(term.debugDescription)")
    }
    for term in ["xterm-256color", "screen-256color", "tmux-256color", "rxvt-unicode", "vt100", "xterm+256color"] {
      #expect(HostLogin.isTerminalName(term), "\(term)")
    }
  }

  @Test func theMenuGetsNoVariableTheClientSent() {
    let environment = HostLogin.sessionEnvironment(term: "xterm", home: "/var/lib/swift-arcade")
    #expect(Set(environment.keys) == ["PATH", "TERM", "LANG", "HOME", "ARCADE_HOSTED"])
    #expect(environment["HOME"] == "/var/lib/swift-arcade")
    #expect(HostLogin.sessionEnvironment(term: "xterm", home: "relative;rm -rf /")["HOME"] == "/")
  }

  @Test func theKeyIsTheLastOneTheLoginUsed() {
    let first = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAID0V6qEUkk82NWt+aRQe+pgMC/1E3mcVEoDFoZHVctEu"
    let second = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIBjV74vI/Ke6jm+KNAtT+s+UoeMFIowbKeDITT6afdQ3"
    #expect(HostLogin.key(fromAuthInfo: "publickey \(first)\n")?.line == first)
    #expect(HostLogin.key(fromAuthInfo: "publickey \(first)\npublickey \(second)\n")?.line == second)
    #expect(HostLogin.key(fromAuthInfo: "password\nkeyboard-interactive\n") == nil)
    #expect(HostLogin.key(fromAuthInfo: "publickey ssh-ed25519 forged\n") == nil)
  }

  @Test func aTypedNameIsOneSettingsWouldTake() {
    #expect(HostLogin.playerName(typed: "  ana  ") == "ana")
    #expect(HostLogin.playerName(typed: "Ana María") == "Ana María")
    for typed in ["", "   ", "\u{1b}[31mred", "a\u{202e}b", String(repeating: "w", count: 25)] {
      #expect(HostLogin.playerName(typed: typed) == nil, "\(typed.debugDescription)")
    }
  }

  @Test func anIdleLimitIsWholeMinutesFromOneToADay() {
    #expect(IdleLimit.milliseconds(environment: ["ARCADE_IDLE_MINUTES": "30"]) == 1_800_000)
    #expect(IdleLimit.milliseconds(environment: [:]) == nil)
    for value in ["0", "-5", "1441", "1.5", "30m", "", "99999999999999999999"] {
      #expect(IdleLimit.milliseconds(environment: ["ARCADE_IDLE_MINUTES": value]) == nil, "\(value)")
    }
  }
}

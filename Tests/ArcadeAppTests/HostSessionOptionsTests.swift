import ArgumentParser
import Testing

@testable import arcade

/// `arcade host` and the session sshd runs read the session's options from one group: the same flags, defaults and
/// limits, so what the owner set is what each session gets, and a value no session could use is named.
@Suite struct HostSessionOptionsTests {
  @Test func bothCommandsReadTheSameFlags() throws {
    let flags = ["--sessions-per-key", "5", "--idle-minutes", "45"]
    let setup = try HostSetupCommand.parse(flags)
    let session = try HostSessionCommand.parse(["--db", "/var/lib/a.sqlite"] + flags)
    #expect(setup.session.sessionsPerKey == 5 && setup.session.idleMinutes == 45)
    #expect(session.session.sessionsPerKey == 5 && session.session.idleMinutes == 45)
    #expect(try HostSessionOptions.parse([]).problem == nil)
  }

  @Test func aValueNoSessionCouldUseIsNamed() throws {
    #expect(try HostSessionOptions.parse(["--sessions-per-key", "0"]).problem == "--sessions-per-key is 1 to 20")
    #expect(try HostSessionOptions.parse(["--idle-minutes", "1441"]).problem == "--idle-minutes is 1 to 1440")
    #expect(throws: (any Error).self) { try HostSetupCommand.parse(["--idle-minutes", "0"]) }
  }
}

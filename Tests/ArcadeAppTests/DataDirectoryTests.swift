import ArcadeTestSupport
import Foundation
import Testing
@testable import arcade

/// Where the shipped content is found.
@Suite struct DataDirectoryTests {
  @Test func arcadeDataWins() {
    #expect(DataDirectory.locate(environment: ["ARCADE_DATA": "/somewhere/data"]) == "/somewhere/data")
  }

  /// From the running binary (the test runner sits in .build/<triple>/debug like arcade itself), not the
  /// current folder: the repository's data/ three folders up.
  @Test func aBuildInTheSourceTreeFindsTheRepositorysData() throws {
    let found = DataDirectory.locate(environment: [:])
    let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    #expect(found == repository.appendingPathComponent("data").path)
  }

  @Test(arguments: [
    ("/a/b/../c", "/a/c"), ("/a/./b/", "/a/b"), ("/../a", "/a"), ("/a/b/../../..", "/"), ("/usr/bin/../share/x", "/usr/share/x"),
  ])
  func normalizedTakesOutDotsAndDoubleDots(path: String, expected: String) {
    #expect(DataDirectory.normalized(path) == expected)
  }
}

/// The environment variables the arcade reads at start.
@Suite struct LaunchEnvironmentTests {
  /// Read-only on the process's environment (tests run in parallel, so none sets a variable).
  @Test func readsTheNamedVariablesOnly() throws {
    let environment = LaunchEnvironment.current()
    let home = try #require(ProcessInfo.processInfo.environment["HOME"])
    #expect(environment["HOME"] == home)
    #expect(environment["PATH"] == nil)
    for name in LaunchEnvironment.names {
      #expect(environment[name] == ProcessInfo.processInfo.environment[name])
    }
  }
}

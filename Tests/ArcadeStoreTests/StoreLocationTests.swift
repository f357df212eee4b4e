import ArcadeTestSupport
import ArcadeCore
import Testing

@testable import ArcadeStore

@Suite("Where the database lives")
struct StoreLocationTests {
  let everything = ["ARCADE_DB": "/env/a.sqlite", "XDG_DATA_HOME": "/xdg", "HOME": "/home/ada"]

  @Test func explicitPathWinsOverEverything() {
    #expect(
      StoreLocation.resolve(explicitPath: "/cli/x.sqlite", environment: everything)
        == StoreLocation(path: "/cli/x.sqlite", source: .option))
  }

  @Test func environmentVariableComesNext() {
    #expect(
      StoreLocation.resolve(explicitPath: nil, environment: everything)
        == StoreLocation(path: "/env/a.sqlite", source: .environment))
  }

  @Test func xdgDataHomeThenHome() {
    #expect(
      StoreLocation.resolve(explicitPath: nil, environment: ["XDG_DATA_HOME": "/xdg/", "HOME": "/home/ada"])
        == StoreLocation(path: "/xdg/swift-arcade/arcade.sqlite", source: .xdgDataHome))
    #expect(
      StoreLocation.resolve(explicitPath: nil, environment: ["HOME": "/home/ada"])
        == StoreLocation(path: "/home/ada/.local/share/swift-arcade/arcade.sqlite", source: .home))
  }

  @Test func emptyValuesAndRelativeXDGAreIgnored() {
    let environment = ["ARCADE_DB": "", "XDG_DATA_HOME": "relative/data", "HOME": "/home/ada"]
    #expect(
      StoreLocation.resolve(explicitPath: "", environment: environment)?.path
        == "/home/ada/.local/share/swift-arcade/arcade.sqlite")
  }

  @Test func tildeExpandsWithHome() {
    #expect(
      StoreLocation.resolve(explicitPath: "~/scores.sqlite", environment: ["HOME": "/home/ada"])?.path
        == "/home/ada/scores.sqlite")
    #expect(
      StoreLocation.resolve(explicitPath: nil, environment: ["ARCADE_DB": "~/s.db", "HOME": "/h/"])?.path
        == "/h/s.db")
  }

  @Test func nothingToGoOnGivesNil() {
    #expect(StoreLocation.resolve(explicitPath: nil, environment: [:]) == nil)
  }
}

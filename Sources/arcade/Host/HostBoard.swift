import ArcadeCore
import ArcadeShared

/// A host's shared board: checked where the owner sets it (`arcade host --board`) and again where sshd passes it on
/// (`arcade host session`), so a block edited by hand cannot slip another value into the menu's arguments.
enum HostBoard {
  /// Why `address` cannot be a host's shared board; nil when it can.
  static func problem(_ address: String) -> String? {
    guard StoreTarget.sharedBoardIsBuiltIn else { return StoreTargetError.sharedBoardNotBuiltIn.description }
    guard SharedBoardURL.isServer(address), SSHHostConfig.isQuotable(address) else {
      return "--board is a shared board's address, postgres://USER@HOST:PORT/DB[?sslmode=MODE], "
        + "in letters, digits and / . _ - + : @ ? = [ ]"
    }
    let url: SharedBoardURL
    do {
      url = try SharedBoardURL(parsing: address, environment: [:])
    } catch {
      return "--board: \(error)"
    }
    guard url.password == nil else {
      return "--board holds a password, which sshd_config would show to every user of the host: "
        + "put it in the players' account's ~/.pgpass (mode 600) instead"
    }
    return nil
  }

  /// The owner's step for the password: sshd_config is readable by all, the account's `.pgpass` by it alone.
  static func passwordStep(board: String, user: String, home: String) -> String? {
    guard let url = try? SharedBoardURL(parsing: board, environment: [:]) else { return nil }
    let line = "\(url.host):\(url.port):\(url.database):\(url.user):PASSWORD"
    return "echo '\(line)' > \(home)/.pgpass && chown \(user) \(home)/.pgpass && chmod 600 \(home)/.pgpass"
  }
}

import ArcadeCore
import Foundation
import Glibc

/// At most `limit` sessions per key: a session holds one of the key's seats, a lock file beside the score file
/// (`arcade.sqlite.sessions/`), for as long as its menu runs; the lock goes with the process, however it ends.
struct HostSeats {
  let database: String
  let limit: Int

  /// A held seat: its descriptor, left open (and inherited by the menu) so the lock lasts the session.
  final class Seat {
    let descriptor: Int32
    init(descriptor: Int32) { self.descriptor = descriptor }
  }

  /// A free seat for `key`, locked; nil when all are taken. A folder that cannot be made gives a seat without a lock
  /// rather than no session.
  func take(for key: SSHPublicKey) -> Seat? {
    let folder = database + ".sessions"
    mkdir(folder, 0o700)
    // A name from the key, not the key: a file name must be short; two keys that share one share their seats.
    let name = String(key.line.utf8.reduce(UInt64(14_695_981_039_346_656_037)) { ($0 ^ UInt64($1)) &* 1_099_511_628_211 }, radix: 16)
    for seat in 0..<limit {
      let descriptor = open("\(folder)/\(name)-\(seat).lock", O_RDWR | O_CREAT, 0o600)
      guard descriptor >= 0 else { return Seat(descriptor: -1) }
      if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return Seat(descriptor: descriptor) }
      close(descriptor)
    }
    return nil
  }
}

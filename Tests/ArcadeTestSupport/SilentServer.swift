import Glibc

/// A listener that accepts connections (the kernel completes them) and never says a word.
public final class SilentServer {
  public let port: Int
  private let socket: Int32

  public init() throws {
    let listener = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    guard bound == 0, listen(listener, 16) == 0 else {
      close(listener)
      throw SilentServerFailure()
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
    }
    socket = listener
    port = Int(UInt16(bigEndian: address.sin_port))
  }

  deinit { close(socket) }

  public struct SilentServerFailure: Error {}
}

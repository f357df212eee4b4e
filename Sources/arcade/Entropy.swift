import Glibc

/// A seed for games dealt without `--seed`: the wall clock's nanoseconds and the process id.
enum Entropy {
  static func seed() -> UInt64 {
    var spec = timespec()
    clock_gettime(CLOCK_REALTIME, &spec)
    return UInt64(bitPattern: Int64(spec.tv_sec)) &* 1_000_000_007 ^ UInt64(spec.tv_nsec) ^ UInt64(getpid()) << 32
  }
}

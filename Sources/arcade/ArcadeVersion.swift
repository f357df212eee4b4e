/// The version `arcade --version` prints.
enum ArcadeVersion {
  static let current = "0.1.0"
}

extension ScoreFile {
  /// What `body` gives on the writer's store; nil when the file cannot be written now (it has no matches, races or
  /// keys to change) or `body` failed: how the Versus, race and host-key calls reach the file.
  func withWriter<Value>(_ body: (ScoreStore) throws -> Value) -> Value? {
    guard let store = storeForWritingNow() else { return nil }
    return try? body(store)
  }
}

/// The repository's data/ folder, found from this file's path: the content every test reads.
public let repositoryDataDirectory: String = {
  var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
  parts.removeLast(3)  // RepositoryData.swift, ArcadeTestSupport, Tests
  return parts.joined(separator: "/") + "/data"
}()

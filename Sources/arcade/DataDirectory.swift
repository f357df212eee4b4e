import Foundation

/// Finds the folder of shipped content (word lists, catalogs): installed, in the source tree, or named by ARCADE_DATA.
enum DataDirectory {
  static func locate(environment: [String: String]) -> String {
    if let explicit = environment["ARCADE_DATA"], !explicit.isEmpty { return explicit }
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    let binFolder = executable.deletingLastPathComponent()
    let candidates = [
      binFolder.appendingPathComponent("../share/swift-arcade/data").standardized.path,
      binFolder.appendingPathComponent("data").path,
      // A build inside the source tree: .build/<config>/arcade → <repo>/data.
      binFolder.appendingPathComponent("../../data").standardized.path,
      binFolder.appendingPathComponent("../../../data").standardized.path,
      FileManager.default.currentDirectoryPath + "/data",
    ]
    var isFolder: ObjCBool = false
    for candidate in candidates where FileManager.default.fileExists(atPath: candidate, isDirectory: &isFolder) && isFolder.boolValue {
      return candidate
    }
    return candidates[0]
  }
}

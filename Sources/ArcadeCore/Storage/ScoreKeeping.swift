/// Everything the arcade needs of a store: the score file, the shared board in front of it, the in-memory one.
///
/// Small protocols, so a piece of code can ask for only the part it uses; every store states each requirement
/// itself (no default stands in for a missing feature).
public typealias ScoreKeeping = RoundStore & UnfinishedRoundStore & DailyStore & SettingsStore & StoreUpkeep

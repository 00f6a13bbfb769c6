import PlayerCore

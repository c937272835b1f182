import DreamCoffeeKit
import Foundation

// Dream Coffee: the terminal game. Everything lives in DreamCoffeeKit; this only hands over
// the command line and exits with the game's status.
exit(await DreamCoffeeProgram.main(arguments: Array(CommandLine.arguments.dropFirst())))

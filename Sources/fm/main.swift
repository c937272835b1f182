import FMCommand
import Foundation

exit(await FMCommand.main(Array(CommandLine.arguments.dropFirst())))

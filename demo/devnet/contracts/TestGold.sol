// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {DevToken} from "./DevToken.sol";

/// @notice An 18-decimals test token, the common ERC-20 case, next to the 6-decimals USDC.
contract TestGold is DevToken {
    constructor(
        address[] memory holders,
        uint256 amountEach
    ) DevToken("Gold (Local)", "GOLD", 18, holders, amountEach) {}
}

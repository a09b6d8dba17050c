! A module's arrays distributed WGT_BLOCK (weights from DATA in the module, an aligned array
! with a collapsed dimension) and MULT_BLOCK, created by the module on first use; the main
! program runs parallel loops with a shadow renewal and reductions over them and prints them.
module wgt_mod
  integer, parameter :: n = 18
  double precision :: ws(5)
  data ws /2d0, 0d0, 1d0, 1d0, 4d0/
  double precision :: a(n), b(n, 4), c(n)
!dvm$ distribute a(wgt_block(ws, 5))
!dvm$ align b(i, j) with a(i)
!dvm$ distribute c(mult_block(3))
end module wgt_mod

program wgtmod
  use wgt_mod
  integer :: i, j
  double precision :: s, t
!dvm$ parallel (i) on a(i)
  do i = 1, n
    a(i) = i * 1.5d0
  end do
  s = 0
!dvm$ parallel (i) on b(i, *), shadow_renew(a), reduction(sum(s))
  do i = 2, n - 1
    do j = 1, 4
      b(i, j) = a(i - 1) * j - a(i + 1)
      s = s + b(i, j)
    end do
  end do
  print *, s
  print *, a
  print *, ((b(i, j), i = 2, n - 1), j = 1, 4)
  t = -1
!dvm$ parallel (i) on c(i), reduction(max(t))
  do i = 1, n
    c(i) = mod(i * 5, 7)
    t = max(t, c(i) * i)
  end do
  print *, t
  print *, c
end program wgtmod
